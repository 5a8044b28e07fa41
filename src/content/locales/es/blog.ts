import type * as en from '../../blog';
import type { BlogAuthor, BlogPost } from '../../../types/content';
import { monthName, shortDate, usd } from '../../../platform/format';
import { image } from '../../images';
import { socialLinks } from './socialLinks';
import { team } from './team';

const post = (n: number, alt: string) => image('post', `/images/blog/post-${n}.webp`, alt);

/*
 * Guías para fundadores. Las tarjetas enlazan a /blog-single/{id} o /blog-single-sidebar/{id}.
 */
export const blogPosts: typeof en.blogPosts = [
  {
    id: 1,
    title: 'LLC o C-Corp: ¿qué empresa en EE. UU. le conviene constituir a un no residente?',
    category: 'Constitución de empresas',
    tag: 'LLC',
    author: 'Amara Okafor',
    date: '2026-10-12',
    displayDate: shortDate('2026-10-12', 'es'),
    image: post(1, 'Ilustración de una balanza que compara un pequeño edificio con columnas y una torre de oficinas'),
    excerpt:
      'Las dos protegen tu patrimonio personal y las dos pueden ser 100% de propiedad extranjera. La elección correcta depende de cómo vas a tributar y de si piensas levantar capital.',
    body: [
      'La mayoría de los fundadores de fuera de EE. UU. eligen entre dos estructuras: la sociedad de responsabilidad limitada (LLC, limited liability company) y la corporación C (C-Corp). Las dos protegen tu patrimonio personal de las deudas de la empresa, las dos pueden ser 100% propiedad de un extranjero y las dos se pueden constituir sin viajar a Estados Unidos.',
      'La LLC es la opción más sencilla. No tiene consejo de administración ni certificados de acciones, requiere poco papeleo y, por defecto, no tributa a nivel de empresa: el IRS trata a la LLC unipersonal como una entidad no considerada (disregarded entity) y a la LLC con varios socios como una sociedad de personas (partnership). Para un no residente cuyo negocio se gestiona desde el extranjero, esto suele significar poco o ningún impuesto federal sobre la renta en EE. UU., aunque igual hay que presentar una declaración informativa cada año.',
      'La C-Corp es un contribuyente independiente. Paga un impuesto federal sobre la renta fijo del 21% sobre sus utilidades, y los dividendos que paga a accionistas extranjeros pueden estar sujetos a retención. A cambio, puede emitir distintas clases de acciones y opciones sobre acciones, que es justo lo que esperan los inversionistas de capital de riesgo.',
    ],
    midTitle: 'Una regla práctica sencilla',
    midBody: [
      'Elige una LLC si tienes un negocio de servicios, una agencia, una consultora o una tienda en línea, piensas quedarte con las utilidades y no esperas inversionistas externos pronto.',
      'Elige una C-Corp de Delaware si piensas levantar capital de inversionistas ángeles o fondos de capital de riesgo de EE. UU., quieres ofrecer opciones sobre acciones o vas a postular a una aceleradora. Convertir una LLC en C-Corp más adelante es posible, pero cuesta tiempo y honorarios legales, así que decide pronto si es probable que busques financiamiento.',
      'Elijas lo que elijas, verifica cómo tributan esos ingresos en tu país. Algunos países tratan a la LLC como transparente y te cobran impuestos personalmente sobre sus utilidades; otros la tratan como una empresa extranjera. Una llamada corta con un CPA antes de constituirla te evita sorpresas.',
    ],
    tags: ['LLC', 'C-Corp', 'Delaware', 'Wyoming'],
  },
  {
    id: 2,
    title: 'Cómo obtener un EIN sin número de Seguro Social',
    category: 'Impuestos',
    tag: 'EIN',
    author: 'Amara Okafor',
    date: '2026-09-28',
    displayDate: shortDate('2026-09-28', 'es'),
    image: post(4, 'Ilustración de un formulario de solicitud en línea en una laptop junto a una billetera con una tarjeta aprobada'),
    excerpt:
      'El formulario en línea del IRS no está disponible para fundadores sin SSN ni ITIN, pero hay una forma confiable de obtener desde el extranjero la identificación fiscal de tu empresa.',
    body: [
      'El número de identificación del empleador (EIN, Employer Identification Number) es la identificación fiscal federal de nueve dígitos de tu empresa. A pesar del nombre, lo necesitas aunque no tengas empleados: los bancos, Stripe, Amazon y el IRS lo piden.',
      'La solicitud en línea del IRS solo funciona para quienes tienen número de Seguro Social o ITIN. Los fundadores no residentes presentan en su lugar el Form SS-4, por fax, por teléfono a través de la línea internacional del IRS o mediante un tercero designado (third-party designee) que lo presenta por ellos.',
    ],
    midTitle: 'Qué necesitas antes de presentar la solicitud',
    midBody: [
      'Primero el estado debe haber aprobado tu empresa, porque el nombre legal que figura en el SS-4 tiene que coincidir exactamente con el de tus artículos de organización. También necesitas el nombre completo y la dirección en el extranjero de la parte responsable (responsible party), la dirección de la empresa en EE. UU., el tipo de entidad, el número de socios y el motivo de la solicitud, que por lo general es que iniciaste un nuevo negocio.',
      'Un dueño extranjero sin SSN ni ITIN puede ser igualmente la parte responsable. No necesitas solicitar un ITIN primero.',
      'Las solicitudes por fax suelen tener respuesta en un plazo de unos días hábiles a unas semanas, según la carga de trabajo del IRS. Guarda bien la carta de confirmación (CP 575): los bancos la piden y, si la pierdes, el IRS puede emitir una carta 147C de reemplazo.',
    ],
    tags: ['EIN', 'IRS', 'Form SS-4'],
  },
  {
    id: 3,
    title: 'Qué hace un agente registrado y por qué tu empresa necesita uno',
    category: 'Cumplimiento',
    tag: 'Agente registrado',
    author: 'Omar Haddad',
    date: '2026-09-03',
    displayDate: shortDate('2026-09-03', 'es'),
    image: post(6, 'Ilustración de una lista de verificación en un portapapeles con casillas marcadas junto a un escudo'),
    excerpt:
      'Todos los estados lo exigen. Te contamos qué hace realmente el agente, qué pasa si no hay nadie y por qué un no residente no puede ser su propio agente.',
    body: [
      'Todos los estados de EE. UU. exigen que una empresa constituida o registrada allí designe un agente registrado (registered agent): una persona o empresa con una dirección física en ese estado, disponible en horario laboral, que reciba documentos legales en nombre de la empresa.',
      'El agente recibe las notificaciones judiciales (service of process, la entrega formal de una demanda), las citaciones y los avisos oficiales del estado, como los recordatorios del informe anual. Si no hay nadie para recibirlos, una empresa puede perder una demanda por no comparecer o ser disuelta administrativamente sin que el dueño se entere.',
    ],
    midTitle: 'Por qué un agente profesional es mejor que hacerlo tú mismo',
    midBody: [
      'Como no residente, no puedes ser tu propio agente, porque no tienes una dirección en el estado. Un amigo podría hacerlo, pero tendría que estar localizable cada día hábil mientras exista la empresa, y la dirección de su casa pasaría a ser de registro público.',
      'Un agente profesional tiene un horario de oficina fijo, escanea y reenvía cada documento el mismo día, sigue tus plazos estatales y pone su propia dirección en los registros públicos en lugar de la tuya. El servicio de agente registrado durante el primer año está incluido en cada constitución que hacemos.',
    ],
    tags: ['Agente registrado', 'Cumplimiento', 'Privacidad'],
  },
  {
    id: 4,
    title: 'Cómo abrir una cuenta bancaria empresarial en EE. UU. desde el extranjero',
    category: 'Banca',
    tag: 'Banca',
    author: 'Lucas Ferreira',
    date: '2026-08-14',
    displayDate: shortDate('2026-08-14', 'es'),
    image: post(2, 'Ilustración de un globo terráqueo con un marcador de mapa y una flecha punteada que lleva a una tarjeta bancaria aprobada'),
    excerpt:
      'Qué documentos piden los bancos a los no residentes, por qué se rechazan las solicitudes y cómo abrir una cuenta sin viajar a EE. UU.',
    body: [
      'Una cuenta bancaria empresarial en EE. UU. te permite recibir pagos por ACH y liquidaciones de tarjetas, pagarles a proveedores de EE. UU. a bajo costo y conectar procesadores de pago como Stripe y PayPal. Sin ella, una empresa nueva no puede hacer mucho.',
      'Los bancos deben verificar quién es dueño de cada cliente empresarial y quién lo controla. Prepara tus artículos de organización, la carta de confirmación del EIN, el acuerdo operativo, tu pasaporte, un comprobante de domicilio y una breve descripción de tu negocio, tus clientes y tu volumen mensual previsto.',
    ],
    midTitle: 'Bancos asociados en línea frente a bancos con sucursales',
    midBody: [
      'Los grandes bancos con sucursales suelen exigir que cada dueño se presente en persona. Los bancos en línea y las plataformas fintech que trabajan con bancos asociados pueden abrir cuentas a no residentes de forma totalmente remota, con los depósitos en bancos asegurados por la FDIC.',
      'Las solicitudes fallan sobre todo porque los datos no coinciden: una dirección en el formulario del banco distinta de la de los artículos de organización, o una descripción vaga del negocio. Usa el mismo nombre de empresa, la misma dirección y el mismo número de teléfono en todas partes.',
      `Con nuestro banco asociado recibes un bono de ${usd(500, 'es')} una vez que se cumplen sus condiciones, y si tu negocio necesita algo distinto te presentamos otras plataformas asociadas.`,
    ],
    tags: ['Banca', 'Stripe', 'Pagos'],
  },
  {
    id: 5,
    title: 'Impuestos en EE. UU. para dueños no residentes: el calendario anual',
    category: 'Impuestos',
    tag: 'Impuestos',
    author: 'Mei Tanaka',
    date: '2026-07-21',
    displayDate: shortDate('2026-07-21', 'es'),
    image: post(3, 'Ilustración de un calendario de pared con una fecha marcada con un círculo junto a un reloj'),
    excerpt:
      'Constituir una empresa en EE. UU. no siempre significa pagar impuesto sobre la renta en EE. UU., pero siempre significa presentar declaraciones. Esto es lo que vence y cuándo.',
    body: [
      'Constituir una empresa en EE. UU. no significa automáticamente pagar impuesto sobre la renta en EE. UU., pero siempre implica presentar algo. Lo que presentas depende de la estructura que elegiste y de dónde opera realmente tu negocio.',
      `Una LLC unipersonal de un no residente presenta cada año el Form 5472 junto con un Form 1120 pro forma, en el que informa las transacciones entre la empresa y su dueño. El plazo vence normalmente el 15 de abril, y la multa por no presentarlo empieza en ${usd(25000, 'es')}.`,
      'Una LLC con varios socios presenta una declaración de sociedad (partnership), el Form 1065, y entrega un Schedule K-1 a cada socio. Una C-Corp presenta el Form 1120 y paga un 21% de impuesto federal sobre sus utilidades.',
    ],
    midTitle: 'No te olvides del calendario estatal',
    midBody: [
      `Los estados tienen sus propias reglas. Las LLC de Delaware pagan un impuesto anual fijo de ${usd(300, 'es')} a más tardar el 1 de junio; las corporaciones de Delaware presentan un informe anual y pagan el impuesto de franquicia (franchise tax) a más tardar el 1 de marzo. Wyoming cobra un impuesto de licencia con el informe anual, de ${usd(60, 'es')} como mínimo, que vence el primer día del mes en que se constituyó la empresa.`,
      'Lleva registros ordenados desde el primer día: una cuenta bancaria empresarial separada, una factura por cada venta y un comprobante por cada gasto. Así la declaración anual es más rápida y más barata, y es lo mismo que te pedirá la autoridad fiscal de tu país.',
    ],
    tags: ['Impuestos', 'Form 5472', 'IRS', 'Delaware', 'Wyoming'],
  },
  {
    id: 6,
    title: 'Dirección virtual o dirección del agente registrado: ¿cuál va en cada lugar?',
    category: 'Operaciones',
    tag: 'Dirección virtual',
    author: 'Grace Kim',
    date: '2026-06-30',
    displayDate: shortDate('2026-06-30', 'es'),
    image: post(5, 'Ilustración de un mapa punteado de Estados Unidos con marcadores de dirección en varios estados'),
    excerpt:
      'Tu empresa tiene más de una dirección en EE. UU. Te explicamos para qué sirve cada una y dónde usarla para que los bancos y las plataformas la acepten.',
    body: [
      'Los fundadores nuevos suelen confundir dos direcciones: la del agente registrado y la dirección postal de la empresa. Cada una tiene su función.',
      'La dirección del agente registrado debe estar en tu estado de constitución y es donde se entregan los documentos legales. Aparece en los registros públicos y no está pensada para el correo del día a día.',
      'Una dirección comercial virtual es una dirección física real donde tu empresa recibe el correo ordinario: cartas del banco, avisos del IRS y facturas de proveedores. Un servicio de correo escanea cada envío para que puedas leerlo desde cualquier lugar.',
    ],
    midTitle: 'Dónde va cada dirección',
    midBody: [
      'Usa la dirección virtual en tus facturas, tu sitio web, tu banco y tus plataformas de pago, y ante el IRS. Usa la dirección del agente registrado solo donde el estado la pida. Evita los apartados postales: muchos bancos y marketplaces los rechazan.',
      'Cada constitución que hacemos incluye gratis una dirección virtual, con cartas ilimitadas escaneadas sin costo adicional. Si recibes muchos paquetes o quieres que varias personas de tu equipo vean el correo, un plan Mail Box suma capacidad y usuarios.',
    ],
    tags: ['Dirección virtual', 'Correo', 'Agente registrado'],
  },
];

/** Etiquetas que se muestran en la página de cada artículo. */
export const blogDetailTags: typeof en.blogDetailTags = ['Algoritmo', 'Ciencia de datos'];

/** Categorías con su cantidad de artículos, para la barra lateral. */
export const blogCategories: typeof en.blogCategories = Array.from(
  blogPosts.reduce((counts, { category }) => counts.set(category, (counts.get(category) ?? 0) + 1), new Map<string, number>()),
  ([name, count]) => ({ name, count }),
);

/** Todas las etiquetas del blog, para la nube de etiquetas de la barra lateral. */
export const blogTagCloud: typeof en.blogTagCloud = Array.from(new Set([...blogPosts.flatMap((p) => p.tags), ...blogDetailTags]));

/** Meses del archivo para la barra lateral: '2026-10' -> 'octubre de 2026'. */
export const blogArchives: typeof en.blogArchives = Array.from(new Set(blogPosts.map((p) => p.date.slice(0, 7))), (month) => ({
  month,
  label: `${monthName('es', Number(month.slice(5, 7)) - 1)} de ${month.slice(0, 4)}`,
}));

/** El integrante del equipo que escribió un artículo, para el recuadro del autor; undefined si es un autor invitado. */
export function postAuthor(post: BlogPost): BlogAuthor | undefined {
  const member = team.find((m) => m.name === post.author);
  if (!member) return undefined;
  return { name: member.name, role: member.position, bio: member.bio, image: member.image, profile: `/team-details/${member.id}` };
}

/** A dónde llevan los enlaces del blog. */
export const blogRoutes: typeof en.blogRoutes = {
  list: '/blog-with-sidebar',
  post: '/blog-single',
  postWithSidebar: '/blog-single-sidebar',
};

/** Lo que muestra la barra lateral; sus enlaces a artículos conservan el diseño con barra lateral. */
export const blogSidebarContent: typeof en.blogSidebarContent = {
  listPath: blogRoutes.list,
  linkBase: blogRoutes.postWithSidebar,
  recentPosts: blogPosts.slice(0, 3),
  galleryPosts: blogPosts,
  categories: blogCategories,
  archives: blogArchives,
  tags: blogTagCloud,
  social: socialLinks,
};
