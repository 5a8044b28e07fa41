import type * as en from '../../eligibility';
import type { EligibilityRule } from '../../../sections/CountryCheck/eligibility';
import { shortDate, usd } from '../../../platform/format';
import { plural } from '../../../locale/plural';
import { shellLabels } from '../../shellLabels';

/**
 * La consulta por país (/eligibility): qué servicios puede usar un fundador desde el país donde vive (y,
 * opcionalmente, el de su pasaporte). Cada regla nombra su fuente y el día en que se revisó por última
 * vez; lo que ninguna fuente confirma se redacta como «consulta con el proveedor», nunca como un hecho.
 */

export type EligibilityServiceId = en.EligibilityServiceId;

type ServiceId = EligibilityServiceId;

const lastChecked = '2026-11-24';

const date = (iso: string) => shortDate(iso, 'es');

const sources = {
  ofac: { sourceLabel: 'OFAC: programas de sanciones e información por país', sourceUrl: 'https://ofac.treasury.gov/sanctions-programs-and-country-information' },
  irsEin: { sourceLabel: 'IRS: números de identificación del empleador (EIN)', sourceUrl: 'https://www.irs.gov/businesses/small-businesses-self-employed/employer-id-numbers' },
  irs5472: { sourceLabel: 'IRS: acerca del Form 5472', sourceUrl: 'https://www.irs.gov/forms-pubs/about-form-5472' },
  stripeLlcGuide: {
    sourceLabel: 'Stripe: cómo abren una LLC en EE. UU. los no residentes (edición en español)',
    sourceUrl: 'https://stripe.com/es-us/resources/more/how-to-open-an-llc-in-the-usa-for-nonresidents',
  },
  stripeAtlasApplication: { sourceLabel: 'Documentación de Stripe Atlas: la solicitud (dirección de la empresa)', sourceUrl: 'https://stripe.com/docs/atlas/application' },
  stripeAtlasBanking: { sourceLabel: 'Documentación de Stripe Atlas: después de la constitución (requisitos bancarios)', sourceUrl: 'https://stripe.com/docs/atlas/next' },
  stripeRestricted: { sourceLabel: 'Stripe: negocios restringidos', sourceUrl: 'https://stripe.com/legal/restricted-businesses' },
  wiseAddress: { sourceLabel: 'SaveOffice: reglas de dirección de Wise Business (resumen de terceros)', sourceUrl: 'https://saveoffice.io/blog/wise-business-account-address' },
  mercury2024: {
    sourceLabel: 'TechCrunch, 23 jul 2024: Mercury cierra cuentas en varios países',
    sourceUrl: 'https://techcrunch.com/2024/07/23/mercury-bank-fintech-sanctions-ukraine-nigeria/',
  },
  phonePlans: { sourceLabel: 'Nuestros planes de número de teléfono de EE. UU.', sourceUrl: '/pricing?tab=phone' },
} satisfies Record<string, Pick<EligibilityRule, 'sourceLabel' | 'sourceUrl'>>;

const rule = (status: EligibilityRule['status'], text: string, source: (typeof sources)[keyof typeof sources]): EligibilityRule => ({
  status,
  text,
  ...source,
  lastChecked,
});

const services: { id: ServiceId; name: string }[] = [
  { id: 'formation', name: 'Constitución de la empresa (LLC o C-Corp)' },
  { id: 'ein', name: 'EIN (identificación fiscal en EE. UU.)' },
  { id: 'address', name: 'Dirección y buzón de correo en EE. UU.' },
  { id: 'phone', name: 'Número de teléfono de EE. UU.' },
  { id: 'bankingOnline', name: 'Banca empresarial: banco en línea de EE. UU.' },
  { id: 'bankingMultiCurrency', name: 'Banca empresarial: cuenta multidivisa' },
  { id: 'stripe', name: 'Stripe a través de tu empresa en EE. UU.' },
  { id: 'taxFiling', name: 'Declaración anual ante el IRS (Form 5472 y 1120 pro forma)' },
];

const everyService = (one: EligibilityRule) =>
  Object.fromEntries(services.map((service) => [service.id, one])) as Record<ServiceId, EligibilityRule>;

const sanctionedCitizen = rule(
  'conditions',
  'Tienes la ciudadanía de un país sujeto a sanciones integrales de EE. UU. Nosotros y nuestros socios analizamos cada solicitud de este tipo por separado y pedimos un comprobante de dónde vives; algunos proveedores la rechazan. Escríbenos antes de hacer tu pedido.',
  sources.ofac,
);

const sanctionsScreening = rule(
  'conditions',
  'EE. UU. tiene programas de sanciones dirigidos a Rusia y Bielorrusia (no un embargo total). Los bancos y los proveedores de pago revisan estas solicitudes con detenimiento y muchos rechazan a los residentes de cualquiera de los dos países. Consulta con el proveedor antes de contar con una cuenta.',
  sources.ofac,
);

export const eligibilityRules: typeof en.eligibilityRules = {
  services,
  defaults: {
    formation: rule(
      'available',
      'Cualquier persona puede ser dueña de una empresa en EE. UU.: no se necesita residencia en EE. UU., visa ni número de Seguro Social para constituir una LLC o una C-Corp.',
      sources.stripeLlcGuide,
    ),
    ein: rule(
      'conditions',
      'Sin SSN ni ITIN no puedes usar la solicitud en línea del IRS, así que la presentamos por fax o por teléfono (solicitantes internacionales: +1 267-941-1099). Según el IRS, por fax tarda unos 4 días hábiles; los fundadores reportan esperas de varias semanas.',
      sources.irsEin,
    ),
    address: rule(
      'conditions',
      'Disponible: una dirección física en EE. UU. que recibe y escanea tu correo. Stripe Atlas y algunos bancos no aceptan un buzón virtual como la dirección donde opera tu negocio, así que úsalo para el correo, no como prueba de operaciones.',
      sources.stripeAtlasApplication,
    ),
    phone: rule('available', 'Un número de EE. UU. que suena en tu teléfono o tu computadora dondequiera que estés.', sources.phonePlans),
    bankingOnline: rule(
      'conditions',
      'Se abre en línea con tu EIN, tus documentos de constitución y tu pasaporte; el banco decide, y los residentes de algunos países no son elegibles. Las cuentas también pueden revisarse más adelante. Consulta con el proveedor antes de solicitarla.',
      sources.stripeAtlasBanking,
    ),
    bankingMultiCurrency: rule(
      'conditions',
      'Las cuentas multidivisa como Wise Business piden una dirección comercial real (no una oficina virtual ni un servicio de reenvío de correo) y, a veces, un comprobante de tu derecho a vivir donde estás. Consulta con el proveedor.',
      sources.wiseAddress,
    ),
    stripe: rule(
      'conditions',
      'Con una empresa en EE. UU., un EIN, una cuenta bancaria en EE. UU. y un sitio web activo, solicitas la cuenta como negocio estadounidense. Stripe decide; la aprobación no está garantizada y algunos tipos de negocio están restringidos.',
      sources.stripeRestricted,
    ),
    taxFiling: rule(
      'available',
      `Preparamos y presentamos cada año el Form 5472 junto con el Form 1120 pro forma, que vence alrededor del 15 de abril. No se puede presentar por vía electrónica, y la multa del IRS por no presentar el formulario es de ${usd(25000, 'es')}.`,
      sources.irs5472,
    ),
  },
  groups: [
    {
      id: 'sanctioned',
      label: 'Residentes de Cuba, Irán y Corea del Norte',
      basis: 'residence',
      countries: ['CU', 'IR', 'KP'],
      blocked: rule(
        'unavailable',
        'Estos países están sujetos a sanciones integrales de EE. UU. administradas por la Oficina de Control de Activos Extranjeros (OFAC) del Departamento del Tesoro. Las empresas, los bancos y los proveedores de pago de EE. UU., incluidos nosotros, no pueden prestar estos servicios a personas que viven allí. Lamentamos no poder ayudarte.',
        sources.ofac,
      ),
      rules: everyService(rule('unavailable', 'Las sanciones integrales de EE. UU. (OFAC) prohíben a las empresas estadounidenses prestarlo a residentes.', sources.ofac)),
    },
    {
      id: 'syria',
      label: 'Residentes de Siria',
      basis: 'residence',
      countries: ['SY'],
      blocked: rule(
        'unavailable',
        'Siria estuvo sujeta a sanciones integrales de EE. UU. durante muchos años. EE. UU. modificó su programa de sanciones contra Siria en 2025, y todavía no hemos confirmado qué se aplica ahora a los servicios para personas que viven allí. Hasta confirmarlo, no podemos aceptar pedidos de residentes de Siria. La página de la OFAC enumera los programas vigentes.',
        sources.ofac,
      ),
      rules: everyService(rule('unavailable', 'No se ofrece mientras confirmamos qué permiten los cambios de 2025 en las sanciones de EE. UU. contra Siria.', sources.ofac)),
    },
    {
      id: 'sanctioned-citizens',
      label: 'Ciudadanos de Cuba, Irán, Corea del Norte o Siria que viven en otro país',
      basis: 'citizenship',
      countries: ['CU', 'IR', 'KP', 'SY'],
      rules: everyService(sanctionedCitizen),
    },
    {
      id: 'ukraine-regions',
      label: 'Residentes de Crimea y de las llamadas regiones de la RPD y la RPL de Ucrania',
      basis: 'residence',
      countries: ['UA'],
      note: rule(
        'unavailable',
        'Crimea y las regiones de Ucrania de las llamadas Repúblicas Populares de Donetsk y Luhansk están sujetas a sanciones integrales de EE. UU.: no podemos atender a personas que viven allí. Para el resto de Ucrania se aplican las respuestas de abajo.',
        sources.ofac,
      ),
      rules: {},
    },
    {
      id: 'mercury-2024',
      label: 'Residentes de Ucrania, Nigeria y Croacia',
      basis: 'residence',
      countries: ['UA', 'NG', 'HR'],
      rules: {
        bankingOnline: rule(
          'conditions',
          'Mercury dejó de atender a fundadores que viven en Ucrania, Nigeria, Croacia y otros países en julio de 2024. Otros bancos de EE. UU. deciden caso por caso: consulta con el proveedor antes de presentar tu solicitud.',
          sources.mercury2024,
        ),
      },
    },
    {
      id: 'russia-belarus',
      label: 'Residentes de Rusia y Bielorrusia',
      basis: 'residence',
      countries: ['RU', 'BY'],
      rules: { bankingOnline: sanctionsScreening, bankingMultiCurrency: sanctionsScreening, stripe: sanctionsScreening },
    },
    {
      id: 'russia-belarus-citizens',
      label: 'Ciudadanos de Rusia y Bielorrusia que viven en otro país',
      basis: 'citizenship',
      countries: ['RU', 'BY'],
      rules: {
        bankingOnline: rule(
          'conditions',
          'Algunos bancos revisan tanto la ciudadanía como la residencia, y pueden pedirte un comprobante de dónde vives o rechazar la solicitud. Consulta con el proveedor.',
          sources.ofac,
        ),
        stripe: rule(
          'conditions',
          'Los proveedores de pago pueden pedirte un comprobante de dónde vives si tu pasaporte es ruso o bielorruso. Consulta con el proveedor.',
          sources.ofac,
        ),
      },
    },
    {
      id: 'us-residents',
      label: 'Residentes de Estados Unidos',
      basis: 'residence',
      countries: ['US'],
      rules: {
        ein: rule('available', 'Con un SSN o un ITIN puedes solicitar el EIN en línea y, por lo general, obtenerlo el mismo día.', sources.irsEin),
      },
    },
  ],
};

/** El nombre de la página, el título principal y la descripción para buscadores. */
export const eligibilityPage: typeof en.eligibilityPage = {
  title: 'Consulta por país',
  description:
    'Qué servicios puedes usar desde tu país: constitución, EIN, dirección, teléfono, banca, Stripe y declaraciones de impuestos, con la fuente de cada regla.',
};

const statusLabels = { available: 'Disponible', conditions: 'Disponible con condiciones', unavailable: 'No disponible' };

export const countryCheckHeading: typeof en.countryCheckHeading = {
  eyebrow: 'Consulta por país',
  title: '¿Qué puedes configurar desde tu país?',
  text: 'Elige dónde vives y tu ciudadanía, si es otra. Ves cada servicio uno por uno, en palabras simples, con la fuente de cada regla y el día en que la revisamos por última vez.',
};

export const countryCheckLabels: typeof en.countryCheckLabels = {
  residence: 'País donde vives',
  citizenship: 'Ciudadanía (opcional)',
  citizenshipHelp: 'Algunos bancos y proveedores de pago también se fijan en tu pasaporte.',
  noOptions: 'Ningún país coincide con ese nombre',
  open: 'Mostrar países',
  close: 'Ocultar países',
  clear: 'Borrar',
  unknownCountry: (value: string) => `El enlace indica un país que no conocemos (\u201c${value}\u201d). Elige el tuyo de la lista.`,
  prompt:
    'Elige el país donde vives para ver la respuesta. Mientras tanto, las reglas de abajo muestran lo que se aplica a todos y qué países son distintos.',
  answerHeading: (residence: string, citizenship: string | null) =>
    citizenship && citizenship !== residence ? `Vives en ${residence}, con ciudadanía de ${citizenship}` : `Vives en ${residence}`,
  summary: (counts: { available: number; conditions: number; unavailable: number }) =>
    `${counts.available} ${plural('es', counts.available, { one: 'disponible', other: 'disponibles' })}, ${counts.conditions} con condiciones, ${counts.unavailable} no ${plural('es', counts.unavailable, { one: 'disponible', other: 'disponibles' })}`,
  blockedTitle: (country: string) => `No podemos atender a residentes de ${country}`,
  status: statusLabels,
  source: 'Fuente:',
  checked: (iso: string) => `última revisión: ${date(iso)}`,
  opensInNewTab: shellLabels.common.opensInNewTab,
  nextPlans: { label: 'Ver el plan de constitución', to: '/pricing?tab=incorporations' },
  nextPlansText: 'No hay nada especial para tu país: el plan estándar lo cubre.',
  nextInquiry: (country: string) => `Consúltanos sobre ${country}`,
  nextInquiryText: 'Algunas reglas son distintas para tu país. Cuéntanos qué necesitas y te diremos qué configuración funciona.',
  inquiryPath: '/contact-us',
  shareHint: 'La dirección de esta página ahora contiene tu respuesta, así que puedes compartirla.',
};

export const eligibilityRulesHeading: typeof en.eligibilityRulesHeading = {
  eyebrow: 'Las reglas',
  title: 'Qué se aplica a quién, servicio por servicio',
  text: 'Primero la regla general y luego los países donde cambia. Cada regla nombra su fuente y el día en que la revisamos por última vez.',
};

export const eligibilityRulesLabels: typeof en.eligibilityRulesLabels = {
  everyone: 'Todos los demás',
  status: statusLabels,
  source: 'Fuente:',
  checked: (iso: string) => `última revisión: ${date(iso)}`,
  opensInNewTab: shellLabels.common.opensInNewTab,
  regionNotes: 'Países y regiones que no podemos atender',
  checkLink: { label: 'Consulta tu país', to: '#check' },
};
