import type * as en from '../../projects';
import { image } from '../../images';

/*
 * Historias de clientes: fundadores en el extranjero cuyas empresas en EE. UU. constituimos.
 */
export const projects: typeof en.projects = [
  {
    id: 1,
    title: 'Marketing digital',
    subTitle: 'Marketing',
    category: 'LLC de Wyoming',
    client: 'Lumen & Pine Studio',
    location: 'Lisboa, Portugal',
    date: 'enero de 2026',
    image: image(
      'project',
      '/images/projects/project-1.webp',
      'Un equipo de marketing planifica una campaña con notas adhesivas en una pared de vidrio',
    ),
    summary:
      'Un estudio de marketing de cuatro personas en Lisboa constituyó una LLC en Wyoming para firmar contratos y facturar en dólares a clientes de EE. UU.',
    body: [
      'Lumen & Pine estaba perdiendo contratos de servicio recurrentes en EE. UU. porque los equipos de compras de sus clientes querían un proveedor estadounidense con un formulario W-9 y una cuenta bancaria en EE. UU. Los fundadores no querían mudarse ni abrir una filial con empleados.',
      'Registramos una LLC de varios socios en Wyoming en un día hábil, obtuvimos el EIN por fax y abrimos una cuenta empresarial en línea con nuestro banco asociado. Hoy el estudio factura en USD, cobra por ACH y convierte a euros cuando el tipo de cambio le conviene.',
      'Nuestro CPA asociado les preparó la declaración de sociedad (Form 1065) y les explicó cómo tratan sus declaraciones de impuestos en Portugal los ingresos de la LLC, para que ningún ingreso pague impuestos dos veces.',
    ],
  },
  {
    id: 2,
    title: 'Agencia de desarrollo',
    subTitle: 'Desarrollo',
    category: 'LLC de Delaware',
    client: 'Kodeyard Labs',
    location: 'Lagos, Nigeria',
    date: 'noviembre de 2025',
    image: image(
      'project',
      '/images/projects/project-2.webp',
      'Dos desarrolladores revisan código juntos frente a dos monitores',
    ),
    summary:
      'Una agencia de software de Lagos usó una LLC de Delaware, un número de teléfono de EE. UU. y una dirección virtual para ganar contratos corporativos en Estados Unidos.',
    body: [
      'Sus clientes corporativos le pedían a Kodeyard una entidad en EE. UU., una línea telefónica estadounidense para sus gerentes de cuenta y una dirección para los certificados de seguro. Cada uno, por sí solo, era un obstáculo.',
      'Constituimos una LLC en Delaware, asignamos una dirección virtual en Nueva York para contratos y correo postal, y configuramos un número de EE. UU. que suena en las laptops del equipo en horario de EE. UU. y pasa al buzón de voz por la noche.',
      'Con una cuenta bancaria en EE. UU. y Stripe conectado, la agencia pasó de transferencias internacionales que tardaban 60 días a pagos con tarjeta y ACH que se acreditan en dos días.',
    ],
  },
  {
    id: 3,
    title: 'Científica de datos',
    subTitle: 'Digital',
    category: 'LLC de Wyoming',
    client: 'Priya Raman Analytics',
    location: 'Bengaluru, India',
    date: 'septiembre de 2025',
    image: image(
      'project',
      '/images/projects/project-3.webp',
      'Una científica de datos analiza gráficos y un modelo de regresión en una pantalla grande',
    ),
    summary:
      'Una científica de datos independiente constituyó una LLC unipersonal para trabajar por contrato con startups de EE. UU. y mantener separado el dinero de sus clientes.',
    body: [
      'Priya tenía tres startups de EE. UU. listas para contratarla, pero todas pedían una empresa y no una persona física, y su cuenta personal le cobraba comisiones altas por cada transferencia internacional.',
      'Registramos una LLC unipersonal en Wyoming, obtuvimos el EIN sin SSN ni ITIN y abrimos una cuenta empresarial que transfiere a su cuenta en India con un tipo de cambio justo.',
      'Cada primavera nuestro CPA asociado presenta su Form 5472 y su 1120 pro forma, la declaración que muchos dueños no residentes desconocen hasta que reciben un aviso de multa.',
    ],
  },
  {
    id: 4,
    title: 'Investigación sobre beneficios',
    subTitle: 'Investigación',
    category: 'C-Corp de Delaware',
    client: 'Cobalt Benefits Research',
    location: 'Nairobi, Kenia',
    date: 'junio de 2025',
    image: image(
      'project',
      '/images/projects/project-4.webp',
      'Una investigadora compara informes de beneficios para empleados con gráficos extendidos sobre un escritorio',
    ),
    summary:
      'Una startup de investigación que levantaba una ronda semilla se constituyó como C-Corp de Delaware para que los inversionistas de EE. UU. pudieran firmar un SAFE estándar.',
    body: [
      'Los fundadores tenían term sheets de dos inversionistas ángeles de EE. UU., y ambos exigían una C-Corp de Delaware. El tiempo apremiaba: la ronda debía cerrarse en tres semanas.',
      'Constituimos la corporación en Delaware, preparamos los estatutos (bylaws), los acuerdos iniciales del consejo de administración (board consents) y la emisión de acciones a los fundadores, y los pusimos en contacto con un abogado de startups para los documentos de inversión.',
      'La ronda se cerró a tiempo y los fondos llegaron a la nueva cuenta bancaria en EE. UU. Mantenemos al día el agente registrado y cada marzo le recordamos al equipo el impuesto de franquicia y el informe anual de Delaware.',
    ],
  },
  {
    id: 5,
    title: 'Optimización de contenidos',
    subTitle: 'Promoción',
    category: 'LLC de Wyoming',
    client: 'Wordcraft Collective',
    location: 'Buenos Aires, Argentina',
    date: 'marzo de 2026',
    image: image(
      'project',
      '/images/projects/project-5.webp',
      'Una redactora edita un artículo en una laptop, con notas de posicionamiento en buscadores al lado',
    ),
    summary:
      'Un colectivo de contenidos y SEO constituyó una empresa en EE. UU. para aceptar pagos con tarjeta y suscribirse a herramientas de marketing disponibles solo en EE. UU.',
    body: [
      'Varias de las plataformas de SEO y publicidad de las que dependía Wordcraft exigían una dirección de facturación y una tarjeta de EE. UU., y sus clientes preferían pagar con tarjeta en lugar de por transferencia internacional.',
      'Constituimos una LLC en Wyoming, proporcionamos la dirección virtual para la facturación y abrimos una cuenta empresarial con tarjetas de débito de la empresa para cada líder de equipo.',
      'El correo mensual de proveedores y del estado se escanea en su portal, así que el equipo nunca tiene que andar persiguiendo papeles desde otro continente.',
    ],
  },
  {
    id: 6,
    title: 'Lanzamiento de e-commerce',
    subTitle: 'Marketing',
    category: 'LLC de Wyoming',
    client: 'Hanami Home Goods',
    location: 'Osaka, Japón',
    date: 'febrero de 2026',
    image: image(
      'project',
      '/images/projects/project-6.webp',
      'La dueña de una tienda en línea empaca artículos para el hogar en cajas de envío para clientes de EE. UU.',
    ),
    summary:
      'Una marca de artículos para el hogar de Osaka abrió una cuenta de vendedor en Amazon US a través de una nueva empresa, dirección y número de teléfono en EE. UU.',
    body: [
      'La verificación de vendedores de Amazon pedía una empresa de EE. UU., una cuenta bancaria a nombre de la empresa, un número de teléfono capaz de recibir una llamada de verificación y documentos que mostraran la misma dirección en todas partes.',
      'Constituimos la LLC, obtuvimos el EIN, abrimos la cuenta bancaria y asignamos un número de EE. UU. y una dirección virtual, para que todos los documentos coincidieran exactamente.',
      'La tienda superó la verificación al primer intento y se lanzó a tiempo para la temporada navideña.',
    ],
  },
];
