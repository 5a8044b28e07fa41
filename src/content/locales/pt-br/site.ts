import type * as en from '../../site';
import { siteFacts } from '../../siteFacts';

export { emailDomain, toPhoneNumber } from '../../siteFacts';

/** Configuração da marca (mesmos valores e variáveis VITE_ do inglês; só o texto de SEO muda). */
export const site: typeof en.site = {
  ...siteFacts,
  seo: {
    title: `${siteFacts.brandName} | SEU AGENTE DE CONFIANÇA PARA ABRIR EMPRESA NOS EUA`,
    description:
      'Abra e administre uma empresa nos EUA de qualquer lugar do mundo: registro de LLC ou C-Corp em apenas 24 horas, EIN, agente registrado, endereço virtual e número de telefone nos EUA, conta bancária empresarial e declaração ao IRS para fundadores que não moram nos EUA.',
  },
};
