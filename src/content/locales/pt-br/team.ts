import type * as en from '../../team';
import type { SocialLink, TeamMember } from '../../../types/content';
import { image } from '../../images';
import { emailDomain, toPhoneNumber } from './site';

function social(name: string, slug: string): SocialLink[] {
  return [
    { network: 'linkedin', label: `${name} no LinkedIn`, url: `https://www.linkedin.com/in/starbridge-${slug}` },
    { network: 'x', label: `${name} no X`, url: `https://x.com/starbridge_${slug.replace(/-/g, '_')}` },
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
    image: image('member', `/images/team/member-${id}.webp`, `Retrato de ${name}, ${position} no escritório de Nova York`),
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

/** Oito membros da equipe; a prévia da página inicial mostra os 4 primeiros. */
export const team: typeof en.team = [
  member(
    1,
    'Daniel Mercer',
    'Fundador e CEO',
    1240,
    'Daniel se mudou da Cidade do Cabo para Nova York e abriu sua primeira empresa nos EUA do jeito difícil. Ele fundou a empresa para que fundadores no exterior pudessem fazer em dois dias o que levou três meses para ele.',
    ['MBA, Columbia Business School', 'Ex-paralegal corporativo, registros em Delaware', '15 anos em negócios internacionais'],
    ['Abertura de empresas', 'Preparação para investidores'],
  ),
  member(
    2,
    'Amara Okafor',
    'Diretora de Abertura de Empresas',
    3180,
    'Amara comanda a equipe de registros. Ela conhece as particularidades dos formulários de cada estado e garante que cada verificação de nome, registro e acordo operacional saia certo na primeira vez.',
    ['Bacharel em Direito (LL.B.), Universidade de Lagos', 'Paralegal certificada (NALA)', 'Especialista em registros em Wyoming e Delaware'],
    ['Registros estaduais', 'Acordos operacionais'],
  ),
  member(
    3,
    'Lucas Ferreira',
    'Gerente de Parcerias Bancárias',
    960,
    'Lucas passou oito anos na área de compliance de um banco americano. Ele prepara cada pedido de abertura de conta para que atenda às verificações do banco e seja aprovado sem idas e vindas.',
    ['Bacharel em Finanças, Universidade de São Paulo', 'Especialista Certificado em Prevenção à Lavagem de Dinheiro (CAMS)', 'Ex-analista de abertura de contas em banco'],
    ['Abertura de contas', 'Pagamentos e repasses'],
  ),
  member(
    4,
    'Mei Tanaka',
    'Líder de Parcerias Tributárias',
    740,
    'Mei coordena nossos CPAs parceiros e revisa cada declaração de donos não residentes, do Form 5472 às declarações de C-Corps, antes que ela vá para o IRS.',
    ['Contadora Pública Certificada (CPA), Nova York', 'Mestrado em Tributação, NYU Stern', '10 anos em tributação internacional'],
    ['Tributação internacional', 'Correspondência com o IRS'],
  ),
  member(
    5,
    'Omar Haddad',
    'Operações de Agente Registrado',
    2050,
    'Omar comanda a sala de correspondência e a equipe de agente registrado. Cada notificação e documento jurídico que chega é digitalizado, registrado e enviado ao cliente no mesmo dia.',
    ['Bacharel em Administração de Empresas, American University of Beirut', 'Tabelião público (Notary Public) do Estado de Nova York', 'Certificação em gestão de documentos'],
    ['Citações judiciais', 'Gestão de correspondência'],
  ),
  member(
    6,
    'Sofia Lindqvist',
    'Gerente de Sucesso do Cliente',
    1530,
    'Sofia é a primeira pessoa com quem a maioria dos fundadores conversa. Ela explica as opções, responde dúvidas em inglês, sueco e espanhol e continua sendo o contato deles para sempre.',
    ['Bacharel em Relações Internacionais, Lund University', 'Certificação em Customer Success', 'Fala inglês, sueco e espanhol'],
    ['Onboarding de fundadores', 'Suporte multilíngue'],
  ),
  member(
    7,
    'Arjun Mehta',
    'Gerente de Compliance',
    1120,
    'Arjun mantém os clientes em situação regular. Ele acompanha cada relatório anual, franchise tax e data de renovação e faz as entregas antes que o estado mande um lembrete.',
    ['Mestrado em Compliance Regulatório, Universidade de Manchester', 'Profissional Certificado em Compliance', 'Ex-auditor de registros estaduais'],
    ['Compliance anual', 'Situação regular'],
  ),
  member(
    8,
    'Grace Kim',
    'Líder de Escritório Virtual',
    880,
    'Grace cuida dos nossos números de telefone e endereços virtuais nos EUA, do roteamento de chamadas entre fusos horários ao reenvio de pacotes para qualquer país.',
    ['Bacharel em Sistemas de Informação, Rutgers University', 'Profissional Certificada em VoIP', 'Formação em logística e alfândega'],
    ['Configuração de telefonia', 'Reenvio de correspondência'],
  ),
];
