import type * as en from '../../duties';

/** «Cómo trabajamos»: las responsabilidades del agente registrado. */
export const duties: typeof en.duties = [
  {
    id: 1,
    number: '01',
    title: 'Recibir la correspondencia oficial',
    text: 'Recibimos demandas, citaciones judiciales y avisos del estado en nombre de tu empresa, y registramos cada uno el mismo día en que llega.',
  },
  {
    id: 2,
    number: '02',
    title: 'Estar siempre disponibles',
    text: 'Hay alguien en nuestra oficina durante cada día hábil, como exige la ley estatal, para que ningún notificador judicial se vaya sin poder entregar un documento.',
  },
  {
    id: 3,
    number: '03',
    title: 'Ofrecer una dirección física',
    text: 'Tu empresa obtiene una dirección real en su estado de constitución, nunca un apartado postal, para el registro público.',
  },
  {
    id: 4,
    number: '04',
    title: 'Reenviar los documentos sin demora',
    text: 'Escaneamos cada documento y lo enviamos a tu portal y a tu correo el mismo día, y marcamos los documentos legales urgentes.',
  },
  {
    id: 5,
    number: '05',
    title: 'Cumplir los requisitos estatales',
    text: 'Te recordamos con anticipación las fechas del informe anual y del impuesto de franquicia (franchise tax), para que tu empresa se mantenga al día (good standing).',
  },
  {
    id: 6,
    number: '06',
    title: 'Proteger tu privacidad',
    text: 'Nuestra dirección aparece en los registros públicos en lugar de la de tu casa, y así tus datos personales quedan fuera del registro.',
  },
];
