import type * as en from '../../team';
import type { SocialLink, TeamMember } from '../../../types/content';
import { image } from '../../images';
import { emailDomain, toPhoneNumber } from './site';

function social(name: string, slug: string): SocialLink[] {
  return [
    { network: 'linkedin', label: `${name} en LinkedIn`, url: `https://www.linkedin.com/in/starbridge-${slug}` },
    { network: 'x', label: `${name} en X`, url: `https://x.com/starbridge_${slug.replace(/-/g, '_')}` },
  ];
}

function member(
  id: number,
  name: string,
  position: string,
  projectCount: number,
  bio: string,
  qualifications: string[],
  skills: [string, string],
): TeamMember {
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
  const [first] = slug.split('-');
  return {
    id,
    name,
    position,
    image: image(
      'member',
      `/images/team/member-${id}.webp`,
      `Retrato de ${name}, ${position} en la oficina de Nueva York`,
    ),
    bio,
    projectCount,
    email: `${first}@${emailDomain}`,
    phone: toPhoneNumber(`+1 (212) 555-01${String(50 + id).padStart(2, '0')}`),
    qualifications,
    skills: [
      { label: skills[0], value: 88 },
      { label: skills[1], value: 67 },
    ],
    social: social(name, slug),
  };
}

/** Ocho integrantes del equipo; la vista previa de la página de inicio muestra los primeros 4. */
export const team: typeof en.team = [
  member(
    1,
    'Daniel Mercer',
    'Fundador y CEO',
    1240,
    'Daniel se mudó de Ciudad del Cabo a Nueva York y constituyó su primera empresa en EE. UU. por el camino difícil. Fundó la firma para que los fundadores en el extranjero pudieran hacer en dos días lo que a él le tomó tres meses.',
    ['MBA, Columbia Business School', 'Exasistente legal corporativo, registros en Delaware', '15 años en negocios internacionales'],
    ['Constitución de empresas', 'Preparación para inversionistas'],
  ),
  member(
    2,
    'Amara Okafor',
    'Directora de Constitución de Empresas',
    3180,
    'Amara dirige el área de registros. Conoce las particularidades de los formularios de cada estado y se asegura de que cada verificación de nombre, cada registro y cada acuerdo operativo salgan bien a la primera.',
    ['Licenciatura en Derecho (LL.B.), Universidad de Lagos', 'Asistente legal certificada (NALA)', 'Especialista en registros en Wyoming y Delaware'],
    ['Registros estatales', 'Acuerdos operativos'],
  ),
  member(
    3,
    'Lucas Ferreira',
    'Gerente de Alianzas Bancarias',
    960,
    'Lucas pasó ocho años en el área de cumplimiento de un banco de EE. UU. Prepara cada solicitud de cuenta para que cumpla con las verificaciones del banco y se apruebe sin idas y vueltas.',
    ['Licenciatura en Finanzas (B.Sc.), Universidad de São Paulo', 'Especialista Certificado en Antilavado de Dinero (CAMS)', 'Exanalista de incorporación de clientes en un banco'],
    ['Apertura de cuentas bancarias', 'Cobros y pagos'],
  ),
  member(
    4,
    'Mei Tanaka',
    'Líder de Socios Fiscales',
    740,
    'Mei coordina a nuestros CPA asociados y revisa cada declaración de los dueños no residentes, del Form 5472 a las declaraciones de C-Corp, antes de que llegue al IRS.',
    ['Contadora pública certificada (CPA), Nueva York', 'Maestría en Tributación (M.S.), NYU Stern', '10 años en fiscalidad internacional'],
    ['Fiscalidad internacional', 'Correspondencia con el IRS'],
  ),
  member(
    5,
    'Omar Haddad',
    'Operaciones de Agente Registrado',
    2050,
    'Omar dirige la sala de correo y el área de agente registrado. Cada aviso y documento legal que llega se escanea, se registra y se envía al cliente el mismo día.',
    ['Licenciatura en Administración de Empresas (B.A.), American University of Beirut', 'Notario público del Estado de Nueva York', 'Certificación en gestión de archivos'],
    ['Notificaciones judiciales', 'Gestión del correo'],
  ),
  member(
    6,
    'Sofia Lindqvist',
    'Gerente de Éxito del Cliente',
    1530,
    'Sofia es la primera persona con la que habla la mayoría de los fundadores. Explica las opciones, responde preguntas en inglés, sueco y español, y sigue siendo su contacto de por vida.',
    ['Licenciatura en Relaciones Internacionales (B.A.), Universidad de Lund', 'Certificación en Customer Success', 'Habla inglés, sueco y español'],
    ['Incorporación de fundadores', 'Soporte multilingüe'],
  ),
  member(
    7,
    'Arjun Mehta',
    'Gerente de Cumplimiento',
    1120,
    'Arjun mantiene a los clientes al día (good standing). Sigue cada informe anual, cada impuesto de franquicia y cada fecha de renovación, y los presenta antes de que el estado envíe un recordatorio.',
    ['Maestría en Cumplimiento Regulatorio (M.Sc.), Universidad de Mánchester', 'Profesional certificado en cumplimiento', 'Exauditor de registros estatales'],
    ['Cumplimiento anual', 'Empresas al día'],
  ),
  member(
    8,
    'Grace Kim',
    'Líder de Oficina Virtual',
    880,
    'Grace gestiona nuestros números de teléfono y direcciones virtuales en EE. UU., desde el enrutamiento de llamadas entre husos horarios hasta el reenvío de paquetes a cualquier país.',
    ['Licenciatura en Sistemas de Información (B.S.), Rutgers University', 'Profesional certificada en VoIP', 'Capacitación en logística y aduanas'],
    ['Configuración de telefonía', 'Reenvío de correo'],
  ),
];
