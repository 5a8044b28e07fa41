import type * as en from '../../about';
import { image } from '../../images';
import { site } from './site';

const aboutImage = image(
  'about',
  '/images/about/about.webp',
  'Nuestro equipo trabajando en la oficina de Nueva York, revisando documentos de empresas de clientes',
);

/** Bloque «Sobre nosotros» de la página de inicio. */
export const aboutSection: typeof en.aboutSection = {
  heading: {
    eyebrow: 'Sobre nosotros',
    title: 'Tu empresa en EE. UU., constituida y atendida desde Nueva York',
  },
  paragraphs: [
    `${site.brandName} ayuda a emprendedores de fuera de Estados Unidos a constituir y gestionar una empresa en EE. UU. sin viajar, sin número de Seguro Social y sin adivinar.`,
    'Registramos tu empresa, obtenemos tu EIN, actuamos como tu agente registrado, te damos una dirección y un número de teléfono en EE. UU., abrimos tu cuenta bancaria empresarial y presentamos tu declaración anual ante el IRS a través de CPA asociados.',
  ],
  points: ['Registro en tan solo 24 horas', 'Precios transparentes y todo incluido', 'Soporte de por vida con un solo equipo'],
  image: aboutImage,
  cta: { label: 'Más sobre nosotros', to: '/about-us' },
};

/** La página /about-us. */
export const aboutPage: typeof en.aboutPage = {
  heading: {
    eyebrow: 'Sobre nosotros',
    title: 'Hacemos que Estados Unidos esté al alcance de cada fundador',
  },
  story: [
    'Nuestro fundador llegó a Nueva York desde el extranjero y necesitó tres meses, dos abogados y una visita a una sucursal bancaria para constituir su primera empresa en EE. UU. Casi todo ese tiempo se le fue en averiguar qué hacer, no en hacerlo.',
    'Hoy nuestro equipo de Nueva York, junto con bancos y CPA asociados, convirtió ese proceso en unos pocos pasos en línea. Fundadores de todo el mundo hacen su pedido por la mañana y pueden tener su empresa registrada al día siguiente.',
    'Seguimos a tu lado después de la constitución: como tu agente registrado, tu sala de correo en EE. UU., tu línea telefónica y tu recordatorio de cada plazo estatal y del IRS.',
  ],
  image: aboutImage,
  mission: {
    eyebrow: 'Nuestra misión',
    title: 'Todo en uno, transparente y accesible',
    text: 'Un fundador de fuera de EE. UU. debería tener el mismo acceso a clientes, bancos e inversionistas estadounidenses que uno local, a un precio claro y con asesoría experta.',
  },
  values: [
    { id: 1, title: 'Respuestas claras', text: 'Explicamos los impuestos y las obligaciones en palabras sencillas, y te lo decimos cuando una pregunta necesita a un abogado o a un CPA.' },
    { id: 2, title: 'Precios claros', text: 'Cada tarifa está en la página de precios. Las tasas estatales y los depósitos se muestran antes de que pagues.' },
    { id: 3, title: 'Privacidad ante todo', text: 'Nuestra dirección va en los registros públicos; tus documentos se quedan en tu portal privado.' },
    { id: 4, title: 'A largo plazo', text: 'Soporte de por vida significa que el mismo equipo te responde en el quinto año igual que en la primera semana.' },
  ],
  cta: { label: 'Constituyamos tu empresa', to: '/contact-us' },
};
