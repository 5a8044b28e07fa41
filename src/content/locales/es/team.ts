import type * as en from '../../team';
import { teamFrom } from '../../teamFacts';

/** Ocho integrantes del equipo; la vista previa de la página de inicio muestra los primeros 4. */
export const team: typeof en.team = teamFrom(
  {
    portrait: (name, position) => `Retrato de ${name}, ${position} en la oficina de Nueva York`,
    profile: { linkedin: (name) => `${name} en LinkedIn`, x: (name) => `${name} en X` },
  },
  [
    {
      position: 'Fundador y CEO',
      bio: 'Daniel se mudó de Ciudad del Cabo a Nueva York y constituyó su primera empresa en EE. UU. por el camino difícil. Fundó la firma para que los fundadores en el extranjero pudieran hacer en dos días lo que a él le tomó tres meses.',
      qualifications: ['MBA, Columbia Business School', 'Exasistente legal corporativo, registros en Delaware', '15 años en negocios internacionales'],
      skills: ['Constitución de empresas', 'Preparación para inversionistas'],
    },
    {
      position: 'Directora de Constitución de Empresas',
      bio: 'Amara dirige el área de registros. Conoce las particularidades de los formularios de cada estado y se asegura de que cada verificación de nombre, cada registro y cada acuerdo operativo salgan bien a la primera.',
      qualifications: ['Licenciatura en Derecho (LL.B.), Universidad de Lagos', 'Asistente legal certificada (NALA)', 'Especialista en registros en Wyoming y Delaware'],
      skills: ['Registros estatales', 'Acuerdos operativos'],
    },
    {
      position: 'Gerente de Alianzas Bancarias',
      bio: 'Lucas pasó ocho años en el área de cumplimiento de un banco de EE. UU. Prepara cada solicitud de cuenta para que cumpla con las verificaciones del banco y se apruebe sin idas y vueltas.',
      qualifications: ['Licenciatura en Finanzas (B.Sc.), Universidad de São Paulo', 'Especialista Certificado en Antilavado de Dinero (CAMS)', 'Exanalista de incorporación de clientes en un banco'],
      skills: ['Apertura de cuentas bancarias', 'Cobros y pagos'],
    },
    {
      position: 'Líder de Socios Fiscales',
      bio: 'Mei coordina a nuestros CPA asociados y revisa cada declaración de los dueños no residentes, del Form 5472 a las declaraciones de C-Corp, antes de que llegue al IRS.',
      qualifications: ['Contadora pública certificada (CPA), Nueva York', 'Maestría en Tributación (M.S.), NYU Stern', '10 años en fiscalidad internacional'],
      skills: ['Fiscalidad internacional', 'Correspondencia con el IRS'],
    },
    {
      position: 'Operaciones de Agente Registrado',
      bio: 'Omar dirige la sala de correo y el área de agente registrado. Cada aviso y documento legal que llega se escanea, se registra y se envía al cliente el mismo día.',
      qualifications: ['Licenciatura en Administración de Empresas (B.A.), American University of Beirut', 'Notario público del Estado de Nueva York', 'Certificación en gestión de archivos'],
      skills: ['Notificaciones judiciales', 'Gestión del correo'],
    },
    {
      position: 'Gerente de Éxito del Cliente',
      bio: 'Sofia es la primera persona con la que habla la mayoría de los fundadores. Explica las opciones, responde preguntas en inglés, sueco y español, y sigue siendo su contacto de por vida.',
      qualifications: ['Licenciatura en Relaciones Internacionales (B.A.), Universidad de Lund', 'Certificación en Customer Success', 'Habla inglés, sueco y español'],
      skills: ['Incorporación de fundadores', 'Soporte multilingüe'],
    },
    {
      position: 'Gerente de Cumplimiento',
      bio: 'Arjun mantiene a los clientes al día (good standing). Sigue cada informe anual, cada impuesto de franquicia y cada fecha de renovación, y los presenta antes de que el estado envíe un recordatorio.',
      qualifications: ['Maestría en Cumplimiento Regulatorio (M.Sc.), Universidad de Mánchester', 'Profesional certificado en cumplimiento', 'Exauditor de registros estatales'],
      skills: ['Cumplimiento anual', 'Empresas al día'],
    },
    {
      position: 'Líder de Oficina Virtual',
      bio: 'Grace gestiona nuestros números de teléfono y direcciones virtuales en EE. UU., desde el enrutamiento de llamadas entre husos horarios hasta el reenvío de paquetes a cualquier país.',
      qualifications: ['Licenciatura en Sistemas de Información (B.S.), Rutgers University', 'Profesional certificada en VoIP', 'Capacitación en logística y aduanas'],
      skills: ['Configuración de telefonía', 'Reenvío de correo'],
    },
  ],
);
