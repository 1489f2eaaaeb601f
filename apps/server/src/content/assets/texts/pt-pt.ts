import type { AssetTexts } from "../types";

export const PT_PT: AssetTexts = {
  1: {
    title: "Como reconhecer um e-mail de phishing",
    summary:
      "Cinco verificações que demoram menos de um minuto e travam a maioria das mensagens fraudulentas.",
    body: [
      "O phishing é uma mensagem que se faz passar por alguém de confiança para que carregue numa ligação, abra um anexo ou entregue dados. Continua a ser a via de entrada mais comum nas empresas, porque ataca as pessoas e não as máquinas.",
      "Repare no endereço completo do remetente e não apenas no nome apresentado. Um banco ou um colega que escreve a partir de um domínio ligeiramente diferente (uma letra a mais, um hífen, um serviço de e-mail gratuito) é o sinal de alarme mais claro.",
      "Desconfie da pressão. As mensagens que dizem que a sua conta será encerrada hoje, que uma fatura está em atraso ou que o administrador precisa de um favor neste instante foram pensadas para que aja antes de pensar.",
      "Passe o rato por cima das ligações antes de carregar nelas e verifique para onde levam realmente. Se o endereço não pertencer à organização que supostamente lhe escreve, não o abra. Os anexos que não esperava, sobretudo ficheiros comprimidos ou documentos que pedem para ativar macros, merecem a mesma prudência.",
      "Em caso de dúvida, confirme por outro canal: ligue à pessoa para o número que já tem ou escreva o endereço do serviço. Depois, comunique a mensagem com o botão de denúncia ou à equipa de segurança, mesmo que não tenha carregado em nada. O seu aviso protege os colegas que receberam o mesmo e-mail.",
    ],
  },
  2: {
    title: "Frases-passe e gestores de palavras-passe",
    summary: "Longas, únicas e bem guardadas: como ter palavras-passe fortes sem as decorar.",
    body: [
      "A maior parte das contas roubadas não exige um ataque sofisticado: reutiliza-se uma palavra-passe divulgada noutro serviço ou adivinha-se uma fraca. O comprimento e o facto de ser única protegem muito mais do que símbolos estranhos.",
      "Uma frase-passe de quatro ou cinco palavras sem relação, como «candeeiro rio laranja bilhete», é longa, difícil de adivinhar e fácil de lembrar. Evite citações, letras de canções e dados pessoais que se encontrem nas redes sociais.",
      "Use uma palavra-passe diferente para cada serviço. Como ninguém consegue lembrar-se de dezenas de frases, utilize o gestor de palavras-passe aprovado pela sua empresa: lembra-se de uma única frase mestra forte e o gestor cria e preenche as restantes.",
      "Ative a autenticação multifator sempre que estiver disponível, começando pelo e-mail, pela rede da empresa e pelo banco. Assim, uma palavra-passe roubada não chega para entrar.",
      "Nunca partilhe palavras-passe por e-mail ou chat, nem sequer com a informática: a equipa de suporte nunca lhas pedirá. Se achar que uma palavra-passe ficou exposta, altere-a de imediato e avise a equipa de segurança.",
    ],
  },
  3: {
    title: "Trabalhar em segurança fora do escritório",
    summary:
      "Em casa, num café, no comboio ou num hotel: hábitos que protegem a informação da empresa onde quer que trabalhe.",
    body: [
      "O teletrabalho leva a informação da empresa para locais menos protegidos do que o escritório. Alguns hábitos fazem a diferença entre um dia flexível e um incidente.",
      "Utilize a VPN da empresa e evite as redes Wi-Fi abertas de cafés, estações ou hotéis. Se precisar de ligação, a partilha de dados do telemóvel costuma ser mais segura. Em casa, mude a palavra-passe de origem do router e mantenha o software atualizado.",
      "Tenha atenção a quem pode ver o seu ecrã ou ouvir as suas conversas. Use um filtro de privacidade no ecrã em locais públicos, não faça chamadas confidenciais onde outros possam ouvir e bloqueie o computador sempre que se levantar, mesmo que seja por um momento.",
      "Separe o uso profissional do pessoal: não deixe outras pessoas usar o seu portátil de trabalho, não guarde documentos da empresa em dispositivos ou nuvens pessoais e use apenas as ferramentas aprovadas pela empresa.",
      "Transporte o equipamento com cuidado e nunca o deixe no carro. Se perder ou lhe roubarem um portátil, um telemóvel ou um cartão de acesso, comunique-o imediatamente: quanto mais cedo se souber, mais cedo se pode bloquear o acesso.",
    ],
  },
  4: {
    title: "Tratamento de dados pessoais",
    summary: "O que são dados pessoais, porque são protegidos e como tratá-los no trabalho do dia a dia.",
    body: [
      "Um dado pessoal é qualquer informação que identifica uma pessoa, direta ou indiretamente: um nome, um endereço de e-mail, um número de cartão de cidadão, uma fotografia ou até uma combinação de dados. A saúde, a filiação sindical ou os dados biométricos são categorias especiais com proteção mais rigorosa.",
      "A lei (na Europa, o RGPD) pede-nos que usemos os dados pessoais apenas para uma finalidade clara, que recolhamos só os necessários e que não os conservemos mais tempo do que o indispensável. Antes de copiar uma folha de cálculo ou enviar uma lista, pergunte-se se cada coluna é mesmo necessária.",
      "Partilhe dados pessoais apenas com quem precisa deles para o seu trabalho e pelos canais aprovados. Evite enviar ficheiros para endereços pessoais, imprimi-los sem necessidade ou deixá-los em pastas partilhadas abertas a todos.",
      "As pessoas têm direitos sobre os seus dados: aceder-lhes, retificá-los ou pedir que sejam apagados. Se receber um pedido destes, encaminhe-o sem demora para o encarregado da proteção de dados, porque há prazos legais.",
      "Um e-mail enviado por engano, uma pen USB perdida ou um acesso não autorizado são uma violação de dados. Deve ser comunicada internamente de imediato, porque a empresa pode ter apenas 72 horas para a notificar à autoridade de controlo.",
    ],
  },
  5: {
    title: "Pequenos hábitos diários contra o stress",
    summary:
      "Rotinas realistas que ajudam a recuperar energia e a manter a carga de trabalho na medida certa.",
    body: [
      "O stress é uma reação normal às exigências; torna-se um problema quando dura semanas sem recuperação. Hábitos pequenos e repetidos ajudam mais do que grandes mudanças ocasionais.",
      "Planeie o dia com duas ou três prioridades e deixe margem para imprevistos. Agrupar o e-mail e as mensagens em alguns momentos do dia reduz as interrupções e a sensação de andar sempre em atraso.",
      "Faça pausas curtas: levante-se, alongue-se ou olhe pela janela alguns minutos mais ou menos de hora a hora. Almoçar a sério longe do ecrã e dar um passeio, mesmo que curto, devolvem a concentração.",
      "Cuide do sono e desligue no fim do dia. Silencie as notificações de trabalho fora do horário sempre que a sua função o permita e feche o dia a apontar as tarefas de amanhã para não as levar na cabeça.",
      "Fale sobre isso. Partilhar a tempo a carga de trabalho com a sua chefia ou a sua equipa permite reorganizar as tarefas. Se o cansaço, a irritabilidade ou o desânimo persistirem, peça ajuda ao serviço de apoio da sua empresa ou a um profissional de saúde.",
    ],
  },
  6: {
    title: "Anatomia de uma mensagem de phishing",
    summary: "As cinco partes de um e-mail fraudulento, assinaladas num exemplo.",
    body: [
      "Esquema de um e-mail com cinco marcas numeradas: 1 o endereço do remetente, 2 um assunto urgente, 3 uma saudação genérica, 4 uma ligação cujo endereço real não coincide com o texto, 5 um anexo inesperado. Uma lupa aponta para a ligação.",
      "Verifique os cinco pontos antes de agir: quem o envia realmente, se lhe mete pressa, se usa o seu nome na saudação, para onde leva de facto a ligação e se esperava o anexo. Basta um ponto suspeito para parar e comunicar a mensagem.",
    ],
  },
  7: {
    title: "A autenticação multifator em 4 passos",
    summary: "Como um segundo fator trava quem tem a sua palavra-passe.",
    body: [
      "Quatro passos ligados por setas: 1 um campo de palavra-passe, 2 um telemóvel que mostra um código, 3 um cadeado que se abre, 4 um atacante que só tem a palavra-passe, travado por uma barreira.",
      "1 Escreve a sua palavra-passe. 2 O serviço pede uma segunda prova: um código ou uma aprovação no telemóvel, ou uma chave de segurança. 3 Só com as duas entra. 4 Quem lhe roubou a palavra-passe fica pelo passo 2. Nunca aprove um pedido que não tenha sido iniciado por si.",
    ],
  },
  8: {
    title: "Secretária arrumada, ecrã bloqueado",
    summary: "Três gestos para quando se levanta do seu posto.",
    body: [
      "Uma secretária vista de cima com três ícones numerados: 1 um ecrã com um cadeado, 2 documentos a entrar numa gaveta fechada à chave, 3 um cartão de acesso e uma pen USB guardados no bolso. Um relógio indica uma ausência curta.",
      "Antes de se levantar do seu posto, mesmo que seja para um café: 1 bloqueie o ecrã (tecla Windows + L, ou Ctrl + Cmd + Q num Mac). 2 Guarde os papéis confidenciais e recolha os documentos da impressora. 3 Não deixe o cartão, as chaves nem os dispositivos de armazenamento em cima da secretária.",
    ],
  },
  9: {
    title: "Sinais de esgotamento e o que fazer",
    summary: "Reconheça cedo os três tipos de burnout e saiba que passos ajudam.",
    body: [
      "Três colunas com ícones: uma bateria descarregada para o burnout pessoal, uma pilha de pastas para o relacionado com o trabalho e dois balões de fala para o relacionado com clientes ou utentes. Por baixo de cada coluna, uma seta leva a um passo que ajuda.",
      "Burnout pessoal: cansaço constante e mau descanso; cuide do sono e peça ajuda. Burnout no trabalho: o próprio trabalho esgota-lhe a energia; reveja prioridades e carga com a sua chefia. Burnout com clientes: o contacto com as pessoas tornou-se esgotante; partilhe os casos difíceis com a equipa e faça pausas entre eles. Se os sinais durarem mais de duas semanas, fale com um profissional.",
    ],
  },
  10: {
    title: "O ransomware em 60 segundos",
    summary: "Como entra o ransomware, o que faz e como o pode travar.",
    body: [
      "O ransomware é um software malicioso que bloqueia os ficheiros de uma empresa e exige um resgate.",
      "Costuma chegar por um anexo de e-mail, uma transferência falsa ou um computador desatualizado.",
      "Uma vez lá dentro, espalha-se pelas pastas partilhadas e cifra tudo o que alcança.",
      "Mantenha o computador atualizado e não abra anexos que não esperava.",
      "Guarde o seu trabalho no armazenamento da empresa com cópia de segurança, não só no seu computador.",
      "Se vir nomes de ficheiros estranhos ou uma nota de resgate, desligue-se da rede e ligue de imediato à informática.",
    ],
  },
  11: {
    title: "A chamada com pressa: um exemplo de vishing",
    summary: "Uma chamada que usa a autoridade e a urgência, e como responder.",
    body: [
      "O telefone toca: alguém diz que liga do gabinete do administrador.",
      "Precisa de um pagamento ou da sua palavra-passe já, antes de uma reunião que começa daqui a cinco minutos.",
      "Autoridade e urgência são as duas alavancas: querem que obedeça antes de pensar.",
      "Não aja durante a chamada. Diga que volta a ligar e desligue com educação.",
      "Ligue a essa pessoa para um número que já conhece, nunca para o que lhe derem.",
      "Comunique a chamada à equipa de segurança: outros colegas podem estar a receber a mesma.",
    ],
  },
  12: {
    title: "Como comunicar um incidente",
    summary: "O que conta como incidente e os três passos para o comunicar depressa.",
    body: [
      "Um incidente de segurança é tudo o que pode pôr a informação em risco: um clique, uma perda, um erro.",
      "Carregou numa ligação suspeita, enviou dados à pessoa errada ou perdeu um dispositivo? Conta.",
      "Primeiro passo: pare. Não tente resolver por conta própria nem apague as provas.",
      "Segundo passo: comunique-o de imediato à equipa de segurança ou à informática, pelo canal que a sua empresa indicar.",
      "Terceiro passo: explique o que aconteceu, quando e o que viu. Cada pormenor ajuda.",
      "Avisar depressa nunca é motivo de culpa: é a forma de manter o dano pequeno.",
    ],
  },
  13: {
    title: "As seis alavancas da engenharia social",
    summary:
      "Autoridade, urgência, prova social, confiança, curiosidade: reconheça as alavancas que manipulam as decisões.",
    body: [
      "A engenharia social não parte sistemas: convence pessoas. Os atacantes usam umas poucas alavancas psicológicas que funcionam com toda a gente, por isso conhecê-las é a melhor defesa.",
      "Autoridade: a mensagem parece vir de uma chefia, da polícia ou de um fornecedor de quem dependemos. Tendemos a obedecer sem questionar. Pergunte-se se essa pessoa lhe pediria mesmo isto por este canal.",
      "Urgência: prazos de minutos ou horas, ameaças de penalizações ou oportunidades perdidas. A pressa impede-nos de verificar. Um pedido verdadeiro quase sempre pode esperar cinco minutos até o confirmar.",
      "Prova social: «todo o seu departamento já preencheu». Se outros o fizeram, parece seguro. Por si só não é uma razão; confirme com os seus colegas.",
      "Confiança e simpatia: o atacante cria uma relação cordial, usa um nome conhecido ou faz-se passar por um colega de outra delegação. A simpatia não substitui a verificação.",
      "Curiosidade: uma encomenda que não pôde ser entregue, a lista de salários, uma fotografia da festa. Algo que queremos ver faz-nos carregar. Se uma mensagem lhe desperta muita curiosidade ou muito nervosismo, esse é precisamente o momento de parar e verificar.",
    ],
  },
  14: {
    title: "Atualizações e anexos inesperados",
    summary: "Porque é que as atualizações importam e como tratar ficheiros que chegam sem aviso.",
    body: [
      "A maior parte do malware aproveita falhas que já têm correção. Atualizar o sistema operativo, o navegador e as aplicações fecha essas portas antes que alguém as use.",
      "Não adie as atualizações indefinidamente. Reinicie quando o computador o pedir, de preferência ao fim do dia, e avise a informática se uma atualização falhar repetidamente.",
      "Instale software apenas a partir do catálogo da empresa ou de fontes oficiais. Programas gratuitos, extensões do navegador e «leitores» que um site lhe pede para transferir são uma via de entrada frequente.",
      "Trate com cautela os anexos inesperados, mesmo de contactos conhecidos, cujas contas podem ter sido comprometidas. Tenha especial cuidado com ficheiros comprimidos, executáveis e documentos que pedem para ativar macros ou a edição.",
      "Se abriu algo suspeito, não desligue o computador: retire-o da rede (cabo e Wi-Fi) e avise de imediato a informática ou a equipa de segurança.",
    ],
  },
};
