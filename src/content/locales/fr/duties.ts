import type * as en from '../../duties';

/** « Notre façon de travailler » : les missions de l’agent enregistré. */
export const duties: typeof en.duties = [
  {
    id: 1,
    number: '01',
    title: 'Recevoir le courrier officiel',
    text: 'Nous recevons les assignations en justice, les citations à comparaître et les avis de l’État au nom de votre société, et nous enregistrons chacun le jour même de son arrivée.',
  },
  {
    id: 2,
    number: '02',
    title: 'Rester joignable',
    text: 'Quelqu’un est présent à notre bureau chaque jour ouvré, comme l’exige la loi de l’État\u00a0: un huissier n’est jamais renvoyé.',
  },
  {
    id: 3,
    number: '03',
    title: 'Fournir une adresse physique',
    text: 'Votre société dispose d’une véritable adresse postale dans son État de constitution, jamais d’une boîte postale, pour les registres publics.',
  },
  {
    id: 4,
    number: '04',
    title: 'Transmettre les documents sans délai',
    text: 'Chaque document est numérisé et envoyé le jour même dans votre portail et par e-mail, et les actes juridiques urgents sont signalés.',
  },
  {
    id: 5,
    number: '05',
    title: 'Respecter les exigences de l’État',
    text: 'Nous vous rappelons à l’avance les dates des rapports annuels et de la taxe de franchise (franchise tax), pour que votre société reste en règle (good standing).',
  },
  {
    id: 6,
    number: '06',
    title: 'Protéger votre vie privée',
    text: 'Notre adresse figure dans les registres publics à la place de votre adresse personnelle\u00a0: vos coordonnées ne sont pas rendues publiques.',
  },
];
