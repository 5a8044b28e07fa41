import { tag } from 'virtual:messages/pricing';
import { usd } from '../platform/format';
import { paymentLinks } from './paymentLinks';

/** A plan's button that opens its checkout page (another host). */
export const pay = (slug: keyof typeof paymentLinks) => ({ kind: 'payment', url: paymentLinks[slug] }) as const;

/** A plan's price as shown, from its one amount in US dollars. */
export const priced = (amount: number) => ({ price: usd(amount, tag), amount });
