import type * as en from '../../services';
import { image } from '../../images';
import { usd } from '../../../platform/format';
import { ui } from './ui';

/** Los seis servicios de constitución. Las tarjetas enlazan a /services-details/{id}. */
export const services: typeof en.services = [
  {
    id: 1,
    title: 'Registro de empresas',
    icon: 'registration',
    text: 'Tu LLC o corporación registrada en tan solo 24 horas, con los artículos de organización y los documentos internos entregados en formato digital.',
    image: image(
      'service',
      '/images/services/service-1.webp',
      'Artículos de organización con el sello de registro del estado junto a una laptop que muestra el panel de la empresa',
    ),
    body: [
      'No necesitas vivir en Estados Unidos, tener una visa ni un número de Seguro Social (SSN) para ser dueño de una empresa en EE. UU. Verificamos que el nombre de tu empresa esté disponible, preparamos el trámite y lo presentamos ante el estado, por lo general Wyoming o Delaware, el mismo día en que haces tu pedido.',
      'Muchos estados aprueban los trámites en 24 horas; otros tardan unos días hábiles. En cuanto el estado aprueba, recibes los artículos de organización sellados (o el certificado de constitución), un acuerdo operativo (operating agreement) o unos estatutos (bylaws) redactados para un dueño no residente y las resoluciones iniciales, todo en PDF firmado en tu portal.',
      '¿No sabes si te conviene una sociedad de responsabilidad limitada (LLC) o una corporación C (C-Corp)? Una LLC es más sencilla y se adapta a la mayoría de los negocios de servicios y tiendas en línea; una C-Corp de Delaware es lo que esperan los inversionistas si piensas levantar capital de riesgo. Te explicamos las ventajas y desventajas en palabras simples antes de que pagues.',
    ],
    includes: [
      'Verificación de disponibilidad del nombre y registro estatal',
      'Artículos de organización o certificado de constitución',
      'Acuerdo operativo o estatutos para un dueño no residente',
      'Servicio de agente registrado durante el primer año',
      'Entrega digital de cada documento en tu portal',
    ],
  },
  {
    id: 2,
    title: 'Banca 100% en línea',
    icon: 'banking',
    text: `Una cuenta bancaria empresarial en EE. UU. abierta en línea con nuestro banco asociado, con un bono de ${usd(500, 'es')}, además de acceso a otras plataformas de pago asociadas.`,
    image: image(
      'service',
      '/images/services/service-2.webp',
      'Un teléfono que muestra el saldo de una cuenta bancaria empresarial en EE. UU. junto a una tarjeta de débito empresarial sin contacto',
    ),
    body: [
      'Una cuenta bancaria en EE. UU. es lo que te permite cobrar a clientes estadounidenses, a marketplaces como Amazon y Shopify, y a procesadores de pago como Stripe. La mayoría de los bancos tradicionales piden a los no residentes que vayan en persona a una sucursal; nuestro banco asociado abre cuentas de forma 100% en línea.',
      `Armamos la solicitud por ti: documentos de constitución, carta de confirmación del EIN, datos de los propietarios y tu pasaporte. Cuando la cuenta se abre con nuestro banco asociado, recibes un bono de ${usd(500, 'es')} una vez que se cumplen las condiciones que exige el banco.`,
      'Si un banco no es el adecuado para tu modelo de negocio o tu país, te presentamos otras plataformas asociadas para cuentas multidivisa, emisión de tarjetas y pagos, para que nunca dependas de una sola opción.',
    ],
    includes: [
      'Solicitud preparada y revisada antes de enviarla',
      'Apertura de cuenta 100% en línea, sin viajar a EE. UU.',
      `Bono de ${usd(500, 'es')} con nuestro banco asociado`,
      'Contacto con plataformas de pago asociadas',
      'Ayuda con los pagos de Stripe, PayPal y marketplaces',
    ],
  },
  {
    id: 3,
    title: 'EIN (identificación fiscal)',
    icon: 'ein',
    text: 'Tu número de identificación del empleador (Employer Identification Number, EIN) emitido por el IRS, el número que necesitas para abrir una cuenta bancaria, presentar impuestos y cumplir con tus obligaciones.',
    image: image(
      'service',
      '/images/services/service-3.webp',
      'Carta de confirmación del EIN del IRS sobre un escritorio, con un pasaporte y un bolígrafo',
    ),
    body: [
      'El EIN es el número de identificación fiscal federal de tu empresa. Los bancos, los procesadores de pago, los marketplaces y el IRS lo piden, así que es lo primero que hay que obtener después de que el estado aprueba tu empresa.',
      'Los fundadores sin número de Seguro Social no pueden usar la solicitud en línea del IRS. Preparamos y presentamos el Form SS-4 en tu nombre como tercero designado (third-party designee), damos seguimiento con el IRS y subimos la carta de confirmación del EIN a tu portal en cuanto llega.',
      'No necesitas un ITIN para obtener el EIN de tu empresa. Si más adelante necesitas un ITIN por motivos personales, nuestros CPA asociados pueden ayudarte con eso por separado.',
    ],
    includes: [
      'Form SS-4 preparado y presentado en tu nombre',
      'Sin número de Seguro Social ni ITIN',
      'Seguimiento con el IRS hasta que se emite el número',
      'Carta de confirmación del EIN entregada en tu portal',
    ],
  },
  {
    id: 4,
    title: 'Dirección virtual',
    icon: 'address',
    text: 'Una dirección comercial gratuita en EE. UU., con cartas ilimitadas escaneadas y enviadas a ti sin costo adicional.',
    image: image(
      'service',
      '/images/services/service-4.webp',
      'Sobres abiertos escaneándose en una sala de correo, con los escaneos apareciendo en una tableta',
    ),
    body: [
      'Tu empresa necesita una dirección en EE. UU. para bancos, plataformas de pago, facturas y tu sitio web. Te damos una dirección física real, no un apartado postal, incluida sin costo con la constitución de tu empresa.',
      'Cada carta que llega para tu empresa se abre si lo solicitas, se escanea y se sube a tu portal con un aviso por correo electrónico, y no hay límite en la cantidad de cartas. El correo del gobierno y de los bancos se marca para que nunca se te pase un plazo.',
      '¿Necesitas el original en papel? Solicita el reenvío a cualquier país desde tu portal. Si recibes muchos paquetes o necesitas varios usuarios, los planes Mail Box te dan más capacidad.',
    ],
    includes: [
      'Dirección física real en EE. UU. para tu empresa',
      'Cartas ilimitadas escaneadas sin costo adicional',
      'Aviso por correo electrónico por cada nueva carta',
      'Reenvío internacional a pedido',
    ],
  },
  {
    id: 5,
    title: 'Declaración anual ante el IRS',
    icon: 'tax',
    text: 'Tu declaración federal anual, preparada y presentada por un contador público certificado (CPA) asociado, especializado en no residentes de EE. UU.',
    image: image(
      'service',
      '/images/services/service-5.webp',
      'Un contador revisa una declaración de impuestos corporativa de EE. UU. con una calculadora y formularios resaltados',
    ),
    body: [
      `Toda empresa de EE. UU. presenta algo ante el IRS cada año, aunque no tenga ingresos en EE. UU. Por ejemplo, una LLC unipersonal de un no residente debe presentar el Form 5472 junto con un Form 1120 pro forma, y la multa por no hacerlo empieza en ${usd(25000, 'es')}.`,
      'Nuestros CPA asociados trabajan solo con empresas de propietarios extranjeros. Reúnen tus estados de cuenta bancarios y un breve cuestionario, preparan los formularios federales adecuados para tu estructura y los presentan antes del vencimiento, o piden una prórroga cuando hace falta.',
      'También te explican lo que esa declaración significa en tu país de residencia y te señalan las obligaciones estatales, como los informes anuales y el impuesto de franquicia (franchise tax), para que conozcas todo tu calendario del año.',
    ],
    includes: [
      'Declaración federal según tu tipo de entidad (por ejemplo 5472 + 1120, 1065 o 1120)',
      'Prórroga presentada cuando el plazo está cerca',
      'Recordatorio de las fechas del informe anual estatal y del impuesto de franquicia',
      'Respuestas de un CPA que conoce las reglas para no residentes',
    ],
  },
  {
    id: 6,
    title: 'Número de teléfono en EE. UU.',
    icon: 'phone',
    text: `Un número de teléfono de EE. UU. por ${usd(1, 'es')}, con gestión ilimitada de llamadas desde tu computadora, un teléfono SIP o tu smartphone.`,
    image: image(
      'service',
      '/images/services/service-6.webp',
      'Un smartphone muestra una llamada entrante de un número de EE. UU. en una app de llamadas para empresas',
    ),
    body: [
      `Los clientes, los bancos y los servicios de verificación de EE. UU. confían en un número local. Por ${usd(1, 'es')} obtienes un número de EE. UU. que suena dondequiera que estés: en una app de escritorio, en un teléfono SIP de oficina o en la app de tu smartphone.`,
      'Las llamadas son ilimitadas, y puedes configurar horario de atención, un saludo de buzón de voz y reglas de desvío para que nadie te despierte de noche desde otra zona horaria. Los mensajes de voz llegan a tu bandeja de entrada como audio y como texto.',
      'Los equipos en crecimiento pueden sumar usuarios y números con los planes Mobile Number de la página de precios.',
    ],
    includes: [
      `Número de EE. UU. por ${usd(1, 'es')}`,
      'Gestión ilimitada de llamadas',
      'Funciona en computadora, teléfono SIP y smartphone',
      'Horario de atención, buzón de voz y reglas de desvío',
    ],
  },
];

/** Encabezado de las páginas con la lista de servicios. */
export const servicesListHeading: typeof en.servicesListHeading = {
  eyebrow: 'Qué hacemos',
  title: 'Todo lo que tu empresa en EE. UU. necesita, con un solo equipo',
  text: 'Pide un solo servicio o deja que nos encarguemos de toda la configuración. Cada servicio funciona para fundadores que viven fuera de Estados Unidos.',
};

/** El panel de llamada a la acción junto a la lista compacta de servicios y en cada página de servicio. */
export const servicesHelp: typeof en.servicesHelp = {
  title: ui.services.needHelp,
  text: ui.services.needHelpText,
  cta: { label: ui.services.contactUs, to: '/contact-us' },
};
