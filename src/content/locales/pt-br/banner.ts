import type * as en from '../../banner';
import { image } from '../../images';

/** A primeira tela de todas as páginas iniciais. */
export const banner: typeof en.banner = {
  eyebrow: 'Seu agente de confiança para abrir empresa nos EUA',
  title: 'Abertura de empresa nos EUA',
  text: 'Abra sua LLC ou C-Corp de qualquer lugar do mundo. Cuidamos do registro no estado, do EIN, do agente registrado, do endereço e do número de telefone nos EUA e da conta bancária, para você começar a vender nos Estados Unidos.',
  cta: { label: 'Vamos abrir sua empresa', to: '/contact-us' },
  secondaryCta: { label: 'Ver preços', to: '/pricing' },
  image: image(
    'hero',
    '/images/banner/hero.webp',
    'Um globo ligado por uma rota de voo a um mapa dos Estados Unidos sobre uma paisagem urbana noturna, com um cartão de aprovação bancária e um cartão de débito empresarial',
  ),
};
