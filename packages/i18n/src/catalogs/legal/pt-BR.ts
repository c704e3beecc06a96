import type { LegalCatalog } from "./en.ts";

// Brazilian Portuguese ("você"), in the style of Brazilian terms of use and privacy policies (LGPD wording).
export const legalPtBR: LegalCatalog = {
  lastUpdated: "Última atualização: {{date}}",
  onThisPage: "Nesta página",
  sections: "Seções",
  governs:
    "Esta tradução é fornecida apenas para sua conveniência. Em caso de divergência entre esta tradução e a versão em inglês, prevalecerá a versão em inglês. <english>Ver a versão em inglês</english>",
  privacy: {
    title: "Política de Privacidade",
    intro:
      "Sua privacidade é importante para nós. Veja exatamente quais dados o VidInsight coleta e por quê.",
    introductionTitle: "Introdução",
    introduction:
      "Esta política explica quais informações o VidInsight coleta por meio do seu site e da sua extensão para os navegadores Chrome e Safari, como as utilizamos, com quem as compartilhamos e quais escolhas você tem. Coletamos apenas o que é necessário para o funcionamento do produto e não vendemos dados pessoais.",
    collectedTitle: "Informações que coletamos",
    accountInfo:
      "<b>Dados da conta.</b> Seu endereço de e-mail, que nosso provedor de login (Firebase Authentication, do Google) usa para enviar links de acesso ou para você entrar com o Google; o nome que você adicionar ao seu perfil; seu fuso horário; e suas configurações, como o e-mail de resumo diário.",
    youtubeData:
      "<b>Dados do YouTube que você autoriza.</b> Quando você conecta um canal pela janela de autorização do Google, recebemos acesso somente leitura ao ID, ao título e à miniatura do seu canal e à lista de canais em que você está inscrito, além dos tokens de acesso necessários para lê-los. Nunca publicamos nada no seu canal nem o alteramos.",
    paymentInfo:
      "<b>Dados de pagamento.</b> Os pagamentos são processados pela Stripe. Recebemos seu plano, o status da sua assinatura e as datas de cobrança. Os dados do seu cartão vão diretamente para a Stripe; nunca os vemos nem os armazenamos.",
    extension:
      "<b>O que a extensão armazena e envia.</b> No seu dispositivo, a extensão guarda seus tokens de login, os IDs dos vídeos que você salvou e seus canais conectados, para mostrar sua conta enquanto você navega no YouTube. Para exibir métricas, ela lê dados públicos das páginas do YouTube que você abre (como IDs de vídeos, número de visualizações e tags) e envia IDs de vídeos e canais aos nossos servidores para consultar a pontuação outlier e as visualizações por hora. Ela não registra seu histórico de navegação e não funciona em sites além do YouTube e deste site.",
    savedVideos:
      "<b>Vídeos salvos.</b> Os vídeos que você salva, para que estejam lá na próxima vez que você entrar, no site e na extensão.",
    website:
      "<b>Neste site.</b> O armazenamento local do seu navegador guarda uma cópia dos dados da sua conta para carregar mais rápido e, enquanto você faz login, o e-mail que você digitou. Se você se candidatar ao programa de afiliados, armazenamos os dados que você enviar. Se você abrir o chat de suporte, o provedor do chat trata as mensagens que você enviar.",
    useTitle: "Como usamos suas informações",
    useSignIn:
      "Para fazer seu login e manter sua conta, seus vídeos salvos e suas configurações sincronizados entre o site e a extensão.",
    useStatistics:
      "Para calcular as estatísticas exibidas pelo produto, como a pontuação outlier e as visualizações por hora.",
    useSubscription: "Para gerenciar sua assinatura e aplicar os limites do seu plano.",
    useEmail:
      "Para enviar o e-mail de resumo diário, se estiver ativado, e comunicados de serviço sobre sua conta.",
    useSupport:
      "Para responder a solicitações de suporte e candidaturas ao programa de afiliados, e para manter a segurança do serviço.",
    sharingTitle: "Compartilhamento de informações",
    sharingIntro:
      "Compartilhamos informações apenas com os fornecedores que operam partes do serviço em nosso nome, e somente o que eles precisam:",
    sharingGoogle:
      "Google: Firebase Authentication para o login e os Serviços da API do YouTube para os dados do YouTube.",
    sharingStripe: "Stripe, para pagamentos e cobrança.",
    sharingHosting: "Nossos fornecedores de hospedagem, banco de dados e envio de e-mails.",
    sharingChat: "O fornecedor do chat ao vivo, para as mensagens que você envia pelo chat de suporte.",
    sharingLaw:
      "Também podemos divulgar informações quando exigido por lei. Não vendemos suas informações nem as usamos para publicidade.",
    securityTitle: "Segurança dos dados",
    security:
      "Todo o tráfego usa HTTPS. O login é feito sem senha, então não há nenhuma senha sua para armazenarmos. O acesso ao seu canal do YouTube fica guardado apenas em nossos servidores, e as estatísticas do YouTube que armazenamos são atualizadas ou excluídas em até 30 dias, conforme exigem as políticas do YouTube. Nenhum sistema é totalmente seguro, mas trabalhamos para proteger suas informações e avisaremos você, nos termos da lei, sobre qualquer incidente de segurança que o afete.",
    rightsTitle: "Seus direitos",
    rightsEdit: "Ver e editar seu perfil e suas configurações na página da sua conta.",
    rightsDelete: "Excluir sua conta e seus dados nas configurações da conta, a qualquer momento.",
    rightsDisconnect:
      "Desconectar um canal do YouTube na página da sua conta ou revogar o acesso do VidInsight nas <settings>configurações de segurança da sua Conta do Google</settings>.",
    rightsRecap: "Desativar o e-mail de resumo diário nas suas configurações de notificação.",
    rightsCopy: "Pedir por e-mail uma cópia dos seus dados ou qualquer outra questão sobre sua privacidade.",
    rightsGoogle:
      "Como usamos os Serviços da API do YouTube, a <google>Política de Privacidade do Google</google> também se aplica aos dados do YouTube. Fale conosco em <email>{{email}}</email>.",
    changesTitle: "Alterações nesta política",
    changes:
      "Atualizaremos esta política quando o produto mudar o que coleta ou a forma como usa as informações. A data no topo indica a versão mais recente, e avisaremos você por e-mail sobre mudanças significativas antes que entrem em vigor.",
  },
  terms: {
    title: "Termos de Serviço",
    intro: "Estes termos estabelecem as regras de uso da extensão para navegador e do site do VidInsight.",
    acceptanceTitle: "Aceitação dos termos",
    acceptance:
      'Ao instalar a extensão para navegador do VidInsight, criar uma conta ou usar este site (em conjunto, o "Serviço"), você concorda com estes Termos de Serviço. Se não concordar, não use o Serviço.',
    youtube:
      "O VidInsight usa os Serviços da API do YouTube. Ao usar o Serviço, você também concorda em ficar vinculado aos <youtube>Termos de Serviço do YouTube</youtube>. O VidInsight não é afiliado, endossado nem patrocinado pelo YouTube ou pelo Google.",
    modificationTitle: "Alterações no Serviço",
    modification:
      "Estamos sempre melhorando o VidInsight, por isso recursos, limites e planos podem mudar, e partes do Serviço podem ser incluídas, alteradas ou descontinuadas. Quando uma mudança reduzir de forma relevante o que um plano pago inclui, avisaremos os assinantes por e-mail antes que ela entre em vigor.",
    updates:
      "Podemos atualizar estes Termos periodicamente. A data no topo indica a versão mais recente; continuar usando o Serviço após uma atualização significa que você aceita os Termos atualizados.",
    privacyTitle: "Política de Privacidade",
    privacy:
      "Nossa <privacy>Política de Privacidade</privacy> explica o que coletamos (como seu endereço de e-mail, os dados do canal do YouTube que você autoriza e o status da sua assinatura), por que coletamos e quais escolhas você tem. Ela faz parte destes Termos.",
    accountTitle: "Conta de usuário",
    account:
      "Você entra com um link enviado ao seu endereço de e-mail ou com sua Conta do Google. Você é responsável por manter seguro o acesso a essa conta de e-mail e por tudo o que for feito por meio da sua conta do VidInsight. Avise-nos imediatamente se acreditar que outra pessoa tem acesso a ela.",
    age: "Você precisa ter pelo menos 13 anos (ou a idade mínima exigida no seu país) para usar o Serviço.",
    billing:
      "Os planos pagos são cobrados mensalmente pela Stripe até o cancelamento. Você pode cancelar a qualquer momento; o acesso continua até o fim do período de cobrança. Os planos pagos têm garantia de reembolso de 14 dias.",
    misuse:
      "Não faça uso indevido do Serviço: nada de coleta automatizada de dados da nossa API, revenda de acesso ou tentativas de burlar os limites dos planos ou as medidas de segurança. Podemos suspender as contas que fizerem isso.",
    deletion: "Você pode excluir sua conta a qualquer momento nas configurações da conta.",
    liabilityTitle: "Limitação de responsabilidade",
    asIs: 'O Serviço é fornecido "no estado em que se encontra" e "conforme disponível". Números como a pontuação outlier e as visualizações por hora são estimativas obtidas de dados públicos do YouTube e podem estar atrasados, incompletos ou imprecisos; são ferramentas de pesquisa, não garantias do desempenho de qualquer vídeo.',
    liability:
      "Na máxima extensão permitida por lei, o VidInsight não se responsabiliza por danos indiretos, incidentais, especiais, consequenciais ou punitivos, nem por lucros cessantes ou perda de receita ou de dados decorrentes do seu uso do Serviço. Nossa responsabilidade total por qualquer reclamação limita-se ao valor que você nos pagou nos doze meses anteriores à reclamação.",
    lawTitle: "Legislação aplicável",
    law: "Estes Termos são regidos pelas leis dos Estados Unidos da América e do estado em que o VidInsight está registrado, independentemente das regras de conflito de leis. Dúvidas sobre estes Termos? Envie um e-mail para <email>{{email}}</email>.",
  },
};
