import type { PaymentPlanSlug } from '../types/content';
import { env, pick } from './env';

const payBase = 'https://pay.starbridge.example';

/** Checkout page of each plan sold online (another host); each can be overridden with a VITE_ variable. */
export const paymentLinks: Record<PaymentPlanSlug, string> = {
  'mailbox-grow': pick(env.VITE_PAY_MAILBOX_GROW, `${payBase}/mailbox-grow`),
  'mailbox-scale': pick(env.VITE_PAY_MAILBOX_SCALE, `${payBase}/mailbox-scale`),
  'phone-starter': pick(env.VITE_PAY_PHONE_STARTER, `${payBase}/phone-starter`),
  'phone-business': pick(env.VITE_PAY_PHONE_BUSINESS, `${payBase}/phone-business`),
  'banking-plus': pick(env.VITE_PAY_BANKING_PLUS, `${payBase}/banking-plus`),
  'banking-pro': pick(env.VITE_PAY_BANKING_PRO, `${payBase}/banking-pro`),
  'care-monthly': pick(env.VITE_PAY_CARE_MONTHLY, `${payBase}/care-monthly`),
  'care-weekly': pick(env.VITE_PAY_CARE_WEEKLY, `${payBase}/care-weekly`),
  'care-daily': pick(env.VITE_PAY_CARE_DAILY, `${payBase}/care-daily`),
  'care-yearly': pick(env.VITE_PAY_CARE_YEARLY, `${payBase}/care-yearly`),
};
