import type * as en from '../../login';
import { site } from '../../site';

/** A página /login: o portal do cliente fica em outro domínio; esta página apenas leva até ele. */
export const loginPage: typeof en.loginPage = {
  heading: {
    eyebrow: 'Portal do cliente',
    title: 'Entre no seu portal do cliente',
    text: 'Seus documentos de abertura, a carta de confirmação do EIN, as correspondências digitalizadas e os próximos prazos ficam no portal do cliente. Ele abre em um site seguro próprio, em uma nova aba.',
  },
  portal: { label: 'Entrar', to: site.portalSignInUrl },
  portalIncludes: {
    title: 'No seu portal',
    items: [
      'Documentos de abertura carimbados e acordo operacional (operating agreement)',
      'Carta de confirmação do EIN',
      'Digitalizações de todas as cartas enviadas ao seu endereço nos EUA',
      'Prazos estaduais e do IRS da sua empresa',
    ],
  },
  help: {
    title: 'Problemas para entrar?',
    text: 'Escreva para a nossa equipe de suporte e ajudaremos você a recuperar o acesso, normalmente em até um dia útil.',
    email: site.emails.support,
    contact: { label: 'Fale conosco', to: '/contact-us' },
  },
  newClient: {
    title: `Ainda não é cliente da ${site.brandName}?`,
    text: 'Sua conta no portal é criada quando você contrata o primeiro serviço. Compare os planos para começar.',
    cta: { label: 'Comparar planos', to: '/pricing' },
  },
};
