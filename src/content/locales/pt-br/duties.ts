import type * as en from '../../duties';

/** 'Como trabalhamos': as responsabilidades do agente registrado. */
export const duties: typeof en.duties = [
  {
    id: 1,
    number: '01',
    title: 'Receber correspondência oficial',
    text: 'Recebemos ações judiciais, intimações e notificações do estado em nome da sua empresa e registramos cada uma no dia em que chega.',
  },
  {
    id: 2,
    number: '02',
    title: 'Manter disponibilidade',
    text: 'Há sempre alguém no nosso escritório em todos os dias úteis, como exige a lei estadual, para que um oficial de citação nunca volte sem entregar o documento.',
  },
  {
    id: 3,
    number: '03',
    title: 'Fornecer um endereço físico',
    text: 'Sua empresa recebe um endereço físico real no estado em que foi aberta, nunca uma caixa postal (PO box), para constar no registro público.',
  },
  {
    id: 4,
    number: '04',
    title: 'Encaminhar documentos sem demora',
    text: 'Cada documento é digitalizado e enviado ao seu portal e ao seu e-mail no mesmo dia, com os documentos jurídicos urgentes sinalizados.',
  },
  {
    id: 5,
    number: '05',
    title: 'Cumprir as exigências do estado',
    text: 'Lembramos você com antecedência das datas do relatório anual (annual report) e da franchise tax, para que sua empresa se mantenha em situação regular (good standing).',
  },
  {
    id: 6,
    number: '06',
    title: 'Proteger a privacidade',
    text: 'Nosso endereço aparece nos registros públicos no lugar do endereço da sua casa, mantendo seus dados pessoais fora do registro.',
  },
];
