import type * as en from '../../testimonials';
import { image } from '../../images';

const person = (n: number, alt: string) => image('person', `/images/testimonials/person-${n}.webp`, alt);

/** «Lo que dicen», primer conjunto. */
export const testimonials: typeof en.testimonials = [
  {
    id: 1,
    text: 'Hice el pedido un lunes desde Estambul y el martes ya tenía aprobada mi LLC de Wyoming. El EIN y la cuenta bancaria llegaron en menos de dos semanas, y nunca tuve que tomar un avión.',
    name: 'Elif Yilmaz',
    designation: 'Fundadora, Ege Textiles, Turquía',
    image: person(1, 'Elif Yilmaz sonriendo en un taller textil luminoso'),
  },
  {
    id: 2,
    text: 'Nadie me había hablado del Form 5472. Su CPA asociado lo presentó por mí a tiempo y me explicó, en palabras simples, qué más tenía que declarar en Brasil.',
    name: 'Rafael Costa',
    designation: 'Fundador de un SaaS, Brasil',
    image: person(2, 'Rafael Costa con camisa a cuadros frente a un librero'),
  },
  {
    id: 3,
    text: 'La dirección virtual y el número de EE. UU. hicieron que la verificación de vendedor de Amazon fuera muy sencilla. Todos los documentos mostraban los mismos datos, así que la aprobamos al primer intento.',
    name: 'Chen Wei',
    designation: 'Vendedor de e-commerce, Singapur',
    image: person(3, 'Chen Wei de pie junto a estantes con pedidos empacados'),
  },
];

/** Segundo conjunto, con fotos. */
export const testimonialsWithPhoto: typeof en.testimonialsWithPhoto = [
  {
    id: 4,
    text: 'Necesitábamos una C-Corp de Delaware en tres semanas para cerrar nuestra ronda semilla. Nos constituyeron, emitieron las acciones de los fundadores y cumplieron todos los plazos.',
    name: 'Wanjiru Kamau',
    designation: 'Cofundadora y CEO, Kenia',
    image: person(4, 'Wanjiru Kamau con blazer en una oficina de startup'),
  },
  {
    id: 5,
    text: 'Mis clientes en EE. UU. ahora me pagan por ACH en lugar de con costosas transferencias internacionales. Abrir la cuenta en línea, desde Lagos, tomó menos de una semana una vez que llegó el EIN.',
    name: 'Tunde Adeyemi',
    designation: 'Dueño de agencia, Nigeria',
    image: person(5, 'Tunde Adeyemi trabajando con una laptop en un espacio de coworking'),
  },
  {
    id: 6,
    text: 'Dos años después, siguen respondiendo mis preguntas en menos de un día y me recuerdan cada plazo estatal. Aquí el soporte de por vida no es solo un eslogan.',
    name: 'Ana Petrovic',
    designation: 'Consultora, Serbia',
    image: person(6, 'Ana Petrovic sosteniendo una taza de café junto a una ventana'),
  },
];
