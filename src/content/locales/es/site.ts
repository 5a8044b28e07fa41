import type * as en from '../../site';
import { siteFacts } from '../../siteFacts';

export { emailDomain, toPhoneNumber } from '../../siteFacts';

/** Configuración de la marca: los mismos valores y variables VITE_ que en inglés; solo cambia el texto SEO. */
export const site: typeof en.site = {
  ...siteFacts,
  seo: {
    title: `${siteFacts.brandName} | TU AGENTE DE CONFIANZA PARA CONSTITUIR TU EMPRESA EN EE. UU.`,
    description:
      'Constituye y gestiona una empresa en EE. UU. desde cualquier lugar: registro de tu LLC o C-Corp en tan solo 24 horas, EIN, agente registrado, dirección virtual y número de teléfono en EE. UU., cuenta bancaria empresarial y declaraciones ante el IRS para fundadores que no residen en Estados Unidos.',
  },
};
