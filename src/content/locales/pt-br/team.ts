import type * as en from '../../team';
import { teamFrom } from '../../teamFacts';

/** Oito membros da equipe; a prévia da página inicial mostra os 4 primeiros. */
export const team: typeof en.team = teamFrom(
  {
    portrait: (name, position) => `Retrato de ${name}, ${position} no escritório de Nova York`,
    profile: { linkedin: (name) => `${name} no LinkedIn`, x: (name) => `${name} no X` },
  },
  [
    {
      position: 'Fundador e CEO',
      bio: 'Daniel se mudou da Cidade do Cabo para Nova York e abriu sua primeira empresa nos EUA do jeito difícil. Ele fundou a empresa para que fundadores no exterior pudessem fazer em dois dias o que levou três meses para ele.',
      qualifications: ['MBA, Columbia Business School', 'Ex-paralegal corporativo, registros em Delaware', '15 anos em negócios internacionais'],
      skills: ['Abertura de empresas', 'Preparação para investidores'],
    },
    {
      position: 'Diretora de Abertura de Empresas',
      bio: 'Amara comanda a equipe de registros. Ela conhece as particularidades dos formulários de cada estado e garante que cada verificação de nome, registro e acordo operacional saia certo na primeira vez.',
      qualifications: ['Bacharel em Direito (LL.B.), Universidade de Lagos', 'Paralegal certificada (NALA)', 'Especialista em registros em Wyoming e Delaware'],
      skills: ['Registros estaduais', 'Acordos operacionais'],
    },
    {
      position: 'Gerente de Parcerias Bancárias',
      bio: 'Lucas passou oito anos na área de compliance de um banco americano. Ele prepara cada pedido de abertura de conta para que atenda às verificações do banco e seja aprovado sem idas e vindas.',
      qualifications: ['Bacharel em Finanças, Universidade de São Paulo', 'Especialista Certificado em Prevenção à Lavagem de Dinheiro (CAMS)', 'Ex-analista de abertura de contas em banco'],
      skills: ['Abertura de contas', 'Pagamentos e repasses'],
    },
    {
      position: 'Líder de Parcerias Tributárias',
      bio: 'Mei coordena nossos CPAs parceiros e revisa cada declaração de donos não residentes, do Form 5472 às declarações de C-Corps, antes que ela vá para o IRS.',
      qualifications: ['Contadora Pública Certificada (CPA), Nova York', 'Mestrado em Tributação, NYU Stern', '10 anos em tributação internacional'],
      skills: ['Tributação internacional', 'Correspondência com o IRS'],
    },
    {
      position: 'Operações de Agente Registrado',
      bio: 'Omar comanda a sala de correspondência e a equipe de agente registrado. Cada notificação e documento jurídico que chega é digitalizado, registrado e enviado ao cliente no mesmo dia.',
      qualifications: ['Bacharel em Administração de Empresas, American University of Beirut', 'Tabelião público (Notary Public) do Estado de Nova York', 'Certificação em gestão de documentos'],
      skills: ['Citações judiciais', 'Gestão de correspondência'],
    },
    {
      position: 'Gerente de Sucesso do Cliente',
      bio: 'Sofia é a primeira pessoa com quem a maioria dos fundadores conversa. Ela explica as opções, responde dúvidas em inglês, sueco e espanhol e continua sendo o contato deles para sempre.',
      qualifications: ['Bacharel em Relações Internacionais, Lund University', 'Certificação em Customer Success', 'Fala inglês, sueco e espanhol'],
      skills: ['Onboarding de fundadores', 'Suporte multilíngue'],
    },
    {
      position: 'Gerente de Compliance',
      bio: 'Arjun mantém os clientes em situação regular. Ele acompanha cada relatório anual, franchise tax e data de renovação e faz as entregas antes que o estado mande um lembrete.',
      qualifications: ['Mestrado em Compliance Regulatório, Universidade de Manchester', 'Profissional Certificado em Compliance', 'Ex-auditor de registros estaduais'],
      skills: ['Compliance anual', 'Situação regular'],
    },
    {
      position: 'Líder de Escritório Virtual',
      bio: 'Grace cuida dos nossos números de telefone e endereços virtuais nos EUA, do roteamento de chamadas entre fusos horários ao reenvio de pacotes para qualquer país.',
      qualifications: ['Bacharel em Sistemas de Informação, Rutgers University', 'Profissional Certificada em VoIP', 'Formação em logística e alfândega'],
      skills: ['Configuração de telefonia', 'Reenvio de correspondência'],
    },
  ],
);
