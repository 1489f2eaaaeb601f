import { CYBERSECURITY_DIMENSIONS, type DimensionKey } from "@wellguard/contract";
import type { Answers, DimensionScore, Instrument, InstrumentQuestion, Text } from "./types";

/*
 * Instrument 2: the cybersecurity awareness test (docs/instruments/cyber.md). Our own items: a knowledge,
 * attitude and behaviour test over the seven cybersecurity dimensions of spec §3, six graded multiple-choice
 * questions per dimension (42). Each question has one right option and a short explanation shown after answering.
 *
 * Scoring (the web relies on it, see the issue 4 design): one record per dimension, value = right answers (0..6),
 * extra = 6; DIMENSION_CYBER_RESULTS value = mean over the seven dimensions of right/6 × 10 rounded to one decimal
 * (the awareness level 0-10), extra = total right. A null answer (a timed-out gaming question), a text answer, a
 * value that is not the right option and an unanswered question all count as wrong.
 */

export type CyberDimension = (typeof CYBERSECURITY_DIMENSIONS)[number];

/** The stored dimension of each cybersecurity dimension name (DIMENSION_DEFINITIONS ids 13-19). */
export const CYBER_DIMENSION_KEYS: Readonly<Record<CyberDimension, DimensionKey>> = {
  dataProtection: "DIMENSION_DATA_PROTECTION",
  communications: "DIMENSION_COMMUNICATIONS",
  malware: "DIMENSION_MALWARE",
  passwordManagement: "DIMENSION_PASSWORD_MANAGEMENT",
  workplace: "DIMENSION_WORKPLACE",
  compliance: "DIMENSION_COMPLIANCE",
  socialEngineering: "DIMENSION_SOCIAL_ENGINEERING",
};

/** Questions per dimension; the value of a dimension record is out of this many (its `extra`). */
export const CYBER_QUESTIONS_PER_DIMENSION = 6;

/** One graded item: the options in display order get the values 1..n; `correct` is the right option's value. */
interface Item {
  text: Text;
  options: readonly [Text, Text, Text] | readonly [Text, Text, Text, Text];
  correct: 1 | 2 | 3 | 4;
  explanation: Text;
}

/** A dimension's section: the intro said before its first question and exactly six items. */
interface Section {
  intro: Text;
  items: readonly [Item, Item, Item, Item, Item, Item];
}

const NAME: Text = {
  "es-es": "Test de concienciación en ciberseguridad",
  "es-mx": "Prueba de concientización en ciberseguridad",
  "en-gb": "Cybersecurity awareness test",
  "en-us": "Cybersecurity awareness test",
  eu: "Zibersegurtasunari buruzko kontzientziazio-testa",
  pl: "Test świadomości cyberbezpieczeństwa",
  cat: "Test de conscienciació en ciberseguretat",
  "pt-pt": "Teste de sensibilização para a cibersegurança",
};

const WELCOME: Text[] = [
  {
    "es-es":
      "Este es el test de concienciación en ciberseguridad: 42 preguntas breves sobre siete temas de seguridad del día a día.",
    "es-mx":
      "Esta es la prueba de concientización en ciberseguridad: 42 preguntas breves sobre siete temas de seguridad del día a día.",
    "en-gb":
      "This is the cybersecurity awareness test: 42 short questions on seven everyday security topics.",
    "en-us":
      "This is the cybersecurity awareness test: 42 short questions on seven everyday security topics.",
    eu: "Hau zibersegurtasunari buruzko kontzientziazio-testa da: eguneroko segurtasuneko zazpi gairi buruzko 42 galdera labur.",
    pl: "To jest test świadomości cyberbezpieczeństwa: 42 krótkie pytania z siedmiu codziennych obszarów bezpieczeństwa.",
    cat: "Aquest és el test de conscienciació en ciberseguretat: 42 preguntes breus sobre set temes de seguretat del dia a dia.",
    "pt-pt":
      "Este é o teste de sensibilização para a cibersegurança: 42 perguntas curtas sobre sete temas de segurança do dia a dia.",
  },
];

const FAREWELL: Text[] = [
  {
    "es-es": "¡Ya está! Gracias por completar el test.",
    "es-mx": "¡Listo! Gracias por completar la prueba.",
    "en-gb": "That's it! Thank you for completing the test.",
    "en-us": "All done! Thanks for completing the test.",
    eu: "Amaitu da! Eskerrik asko testa osatzeagatik.",
    pl: "Gotowe! Dziękujemy za wypełnienie testu.",
    cat: "Ja està! Gràcies per completar el test.",
    "pt-pt": "Está feito! Obrigado por concluir o teste.",
  },
  {
    "es-es":
      "Tus resultados ya están en tu perfil de concienciación, con los temas en los que más te conviene practicar.",
    "es-mx":
      "Sus resultados ya están en su perfil de concientización, con los temas en los que más le conviene practicar.",
    "en-gb": "Your results are now on your awareness profile, with the topics worth practising most.",
    "en-us": "Your results are now on your awareness profile, with the topics worth practicing most.",
    eu: "Zure emaitzak kontzientziazio-profilean daude jada, gehien landu beharko zenituzkeen gaiekin batera.",
    pl: "Twoje wyniki są już w profilu świadomości, razem z tematami, które warto poćwiczyć najbardziej.",
    cat: "Els teus resultats ja són al teu perfil de conscienciació, amb els temes que més et convé practicar.",
    "pt-pt":
      "Os seus resultados já estão no seu perfil de sensibilização, com os temas que mais lhe convém praticar.",
  },
];

const DATA_PROTECTION: Section = {
  intro: {
    "es-es": "Empezamos por la protección de datos: cómo cuidamos la información personal y confidencial.",
    "es-mx": "Empezamos con la protección de datos: cómo cuidamos la información personal y confidencial.",
    "en-gb": "Let's start with data protection: how we look after personal and confidential information.",
    "en-us": "Let's start with data protection: how we take care of personal and confidential information.",
    eu: "Datuen babesarekin hasiko gara: informazio pertsonala eta konfidentziala nola zaintzen dugun.",
    pl: "Zaczynamy od ochrony danych: jak dbamy o informacje osobowe i poufne.",
    cat: "Comencem per la protecció de dades: com tenim cura de la informació personal i confidencial.",
    "pt-pt": "Começamos pela proteção de dados: como cuidamos da informação pessoal e confidencial.",
  },
  items: [
    {
      text: {
        "es-es": "¿Qué se considera un dato personal?",
        "es-mx": "¿Qué se considera un dato personal?",
        "en-gb": "What counts as personal data?",
        "en-us": "What counts as personal data?",
        eu: "Zer hartzen da datu pertsonaltzat?",
        pl: "Co jest daną osobową?",
        cat: "Què es considera una dada personal?",
        "pt-pt": "O que é considerado um dado pessoal?",
      },
      options: [
        {
          "es-es": "Solo el DNI y los datos bancarios",
          "es-mx": "Solo la CURP, el INE y los datos bancarios",
          "en-gb": "Only ID numbers and bank details",
          "en-us": "Only ID numbers and bank details",
          eu: "NANa eta banku-datuak soilik",
          pl: "Tylko numer PESEL, numer dowodu i dane bankowe",
          cat: "Només el DNI i les dades bancàries",
          "pt-pt": "Apenas o número do Cartão de Cidadão e os dados bancários",
        },
        {
          "es-es":
            "Cualquier información que identifique o permita identificar a una persona, como su nombre, su correo o su número de empleado",
          "es-mx":
            "Cualquier información que identifique o permita identificar a una persona, como su nombre, su correo o su número de empleado",
          "en-gb":
            "Any information that identifies a person or can identify them, such as a name, an e-mail address or an employee number",
          "en-us":
            "Any information that identifies a person or can identify them, such as a name, an email address or an employee number",
          eu: "Pertsona bat identifikatzen duen edo identifikatzeko aukera ematen duen edozein informazio, hala nola izena, helbide elektronikoa edo langile-zenbakia",
          pl: "Każda informacja, która identyfikuje osobę lub pozwala ją zidentyfikować, np. imię i nazwisko, adres e-mail czy numer pracownika",
          cat: "Qualsevol informació que identifiqui o permeti identificar una persona, com ara el nom, el correu o el número d'empleat",
          "pt-pt":
            "Qualquer informação que identifique ou permita identificar uma pessoa, como o nome, o e-mail ou o número de colaborador",
        },
        {
          "es-es": "Solo los datos guardados en el sistema de Recursos Humanos",
          "es-mx": "Solo los datos guardados en el sistema de Recursos Humanos",
          "en-gb": "Only the data kept in the HR system",
          "en-us": "Only the data stored in the HR system",
          eu: "Giza Baliabideen sisteman gordetako datuak soilik",
          pl: "Tylko dane przechowywane w systemie kadrowym",
          cat: "Només les dades desades al sistema de Recursos Humans",
          "pt-pt": "Apenas os dados guardados no sistema de Recursos Humanos",
        },
      ],
      correct: 2,
      explanation: {
        "es-es":
          "Un dato personal es cualquier información sobre una persona identificable. Incluso un correo del trabajo o un número de empleado lo son.",
        "es-mx":
          "Un dato personal es cualquier información sobre una persona identificable. Incluso un correo del trabajo o un número de empleado lo son.",
        "en-gb":
          "Personal data is any information about an identifiable person. Even a work e-mail address or an employee number is personal data.",
        "en-us":
          "Personal data is any information about an identifiable person. Even a work email address or an employee number is personal data.",
        eu: "Datu pertsonala pertsona identifikagarri bati buruzko edozein informazio da. Laneko helbide elektronikoa edo langile-zenbakia ere datu pertsonalak dira.",
        pl: "Dane osobowe to wszelkie informacje o osobie, którą można zidentyfikować. Służbowy adres e-mail czy numer pracownika też nimi są.",
        cat: "Una dada personal és qualsevol informació sobre una persona identificable. Fins i tot el correu de la feina o el número d'empleat ho són.",
        "pt-pt":
          "Um dado pessoal é qualquer informação sobre uma pessoa identificável. Até o e-mail de trabalho ou o número de colaborador o são.",
      },
    },
    {
      text: {
        "es-es":
          "Un compañero te pide que le envíes a su correo personal una lista de clientes con sus datos de contacto para trabajar desde casa. ¿Qué haces?",
        "es-mx":
          "Un compañero le pide que le mande a su correo personal una lista de clientes con sus datos de contacto para trabajar desde casa. ¿Qué hace?",
        "en-gb":
          "A colleague asks you to send a customer list with contact details to their personal e-mail so they can work from home. What do you do?",
        "en-us":
          "A coworker asks you to send a customer list with contact details to their personal email so they can work from home. What do you do?",
        eu: "Lankide batek bezeroen zerrenda bat kontaktu-datuekin bere posta pertsonalera bidaltzeko eskatzen dizu, etxetik lan egiteko. Zer egiten duzu?",
        pl: "Kolega prosi Cię o wysłanie na jego prywatny adres e-mail listy klientów z danymi kontaktowymi, bo chce popracować z domu. Co robisz?",
        cat: "Un company et demana que li enviïs al seu correu personal una llista de clients amb les dades de contacte per treballar des de casa. Què fas?",
        "pt-pt":
          "Um colega pede-lhe que envie para o e-mail pessoal dele uma lista de clientes com os contactos, para trabalhar a partir de casa. O que faz?",
      },
      options: [
        {
          "es-es": "Se la envío: es un compañero",
          "es-mx": "Se la mando: es un compañero",
          "en-gb": "Send it: they are a colleague",
          "en-us": "Send it: they're a coworker",
          eu: "Bidali egiten diot: lankidea da",
          pl: "Wysyłam: to przecież kolega",
          cat: "Li envio la llista: és un company",
          "pt-pt": "Envio: é um colega",
        },
        {
          "es-es": "Se la envío en un archivo comprimido con contraseña",
          "es-mx": "Se la mando en un archivo comprimido con contraseña",
          "en-gb": "Send it in a password-protected zip file",
          "en-us": "Send it in a password-protected zip file",
          eu: "Pasahitzez babestutako fitxategi konprimatu batean bidaltzen diot",
          pl: "Wysyłam w archiwum zabezpieczonym hasłem",
          cat: "L'envio en un fitxer comprimit amb contrasenya",
          "pt-pt": "Envio num ficheiro comprimido com palavra-passe",
        },
        {
          "es-es": "No se la envío y le propongo acceder con las herramientas aprobadas por la empresa",
          "es-mx": "No se la mando y le propongo entrar con las herramientas aprobadas por la empresa",
          "en-gb": "Decline, and suggest they reach it through the company's approved tools",
          "en-us": "Decline, and suggest they access it through the company's approved tools",
          eu: "Ez diot bidaltzen, eta enpresak onartutako tresnen bidez sartzeko proposatzen diot",
          pl: "Odmawiam i proponuję dostęp przez narzędzia zatwierdzone przez firmę",
          cat: "No l'envio i li proposo accedir-hi amb les eines aprovades per l'empresa",
          "pt-pt": "Não envio e sugiro que aceda através das ferramentas aprovadas pela empresa",
        },
      ],
      correct: 3,
      explanation: {
        "es-es":
          "Los datos de la empresa deben quedarse en sus sistemas. Un correo personal está fuera del control y de la protección de la empresa.",
        "es-mx":
          "Los datos de la empresa deben quedarse en sus sistemas. Un correo personal está fuera del control y de la protección de la empresa.",
        "en-gb":
          "Company data should stay in company systems. A personal mailbox is outside the company's control and protection.",
        "en-us":
          "Company data should stay in company systems. A personal mailbox is outside the company's control and protection.",
        eu: "Enpresaren datuek enpresaren sistemetan egon behar dute. Posta pertsonala enpresaren kontroletik eta babesetik kanpo dago.",
        pl: "Dane firmy powinny pozostać w firmowych systemach. Prywatna skrzynka jest poza kontrolą i ochroną firmy.",
        cat: "Les dades de l'empresa s'han de quedar als seus sistemes. Un correu personal és fora del control i de la protecció de l'empresa.",
        "pt-pt":
          "Os dados da empresa devem ficar nos sistemas da empresa. Um e-mail pessoal está fora do controlo e da proteção da empresa.",
      },
    },
    {
      text: {
        "es-es":
          "¿Cuál es la forma más segura de compartir un documento confidencial con un colaborador externo?",
        "es-mx":
          "¿Cuál es la forma más segura de compartir un documento confidencial con un colaborador externo?",
        "en-gb": "What is the safest way to share a confidential document with an external partner?",
        "en-us": "What is the safest way to share a confidential document with an external partner?",
        eu: "Zein da dokumentu konfidentzial bat kanpoko kolaboratzaile batekin partekatzeko modurik seguruena?",
        pl: "Jaki jest najbezpieczniejszy sposób udostępnienia poufnego dokumentu partnerowi zewnętrznemu?",
        cat: "Quina és la manera més segura de compartir un document confidencial amb un col·laborador extern?",
        "pt-pt": "Qual é a forma mais segura de partilhar um documento confidencial com um parceiro externo?",
      },
      options: [
        {
          "es-es":
            "La herramienta de intercambio de archivos aprobada, con acceso solo para personas concretas y fecha de caducidad",
          "es-mx":
            "La herramienta para compartir archivos aprobada, con acceso solo para personas específicas y fecha de vencimiento",
          "en-gb": "The approved file-sharing tool, with access limited to named people and an expiry date",
          "en-us":
            "The approved file-sharing tool, with access limited to named people and an expiration date",
          eu: "Onartutako fitxategiak partekatzeko tresna, pertsona jakin batzuentzako sarbidearekin eta iraungitze-datarekin",
          pl: "Zatwierdzone narzędzie do udostępniania plików, z dostępem tylko dla wskazanych osób i datą wygaśnięcia",
          cat: "L'eina aprovada per compartir fitxers, amb accés només per a persones concretes i data de caducitat",
          "pt-pt":
            "A ferramenta de partilha de ficheiros aprovada, com acesso apenas para pessoas concretas e data de expiração",
        },
        {
          "es-es": "Un enlace público que pueda abrir cualquiera",
          "es-mx": "Un enlace público que cualquiera pueda abrir",
          "en-gb": "A public link that anyone can open",
          "en-us": "A public link that anyone can open",
          eu: "Edonork ireki dezakeen esteka publiko bat",
          pl: "Publiczny link, który każdy może otworzyć",
          cat: "Un enllaç públic que pugui obrir qualsevol",
          "pt-pt": "Uma ligação pública que qualquer pessoa pode abrir",
        },
        {
          "es-es": "Adjuntarlo a un correo dirigido a su dirección personal",
          "es-mx": "Adjuntarlo a un correo dirigido a su dirección personal",
          "en-gb": "Attach it to an e-mail to their personal address",
          "en-us": "Attach it to an email to their personal address",
          eu: "Haren helbide pertsonalera bidalitako mezu bati eranstea",
          pl: "Załączyć go do wiadomości wysłanej na jego prywatny adres",
          cat: "Adjuntar-lo a un correu adreçat a la seva adreça personal",
          "pt-pt": "Anexá-lo a um e-mail para o endereço pessoal dessa pessoa",
        },
        {
          "es-es": "Subirlo antes a un conversor en línea gratuito para pasarlo a PDF",
          "es-mx": "Subirlo antes a un convertidor en línea gratuito para pasarlo a PDF",
          "en-gb": "Upload it to a free online converter first to turn it into a PDF",
          "en-us": "Upload it to a free online converter first to turn it into a PDF",
          eu: "Aurretik doako lineako bihurgailu batera igotzea, PDF bihurtzeko",
          pl: "Najpierw wgrać go do darmowego konwertera online, żeby zrobić z niego PDF",
          cat: "Pujar-lo abans a un convertidor en línia gratuït per passar-lo a PDF",
          "pt-pt": "Carregá-lo primeiro num conversor online gratuito para o passar a PDF",
        },
      ],
      correct: 1,
      explanation: {
        "es-es":
          "Las herramientas aprobadas te permiten controlar quién abre el archivo y durante cuánto tiempo, y retirar el acceso cuando quieras.",
        "es-mx":
          "Las herramientas aprobadas le permiten controlar quién abre el archivo y durante cuánto tiempo, y quitar el acceso cuando quiera.",
        "en-gb":
          "Approved tools let you control who can open the file and for how long, and you can withdraw access at any time.",
        "en-us":
          "Approved tools let you control who can open the file and for how long, and you can revoke access at any time.",
        eu: "Onartutako tresnekin kontrola dezakezu nork ireki dezakeen fitxategia eta zenbat denboraz, eta sarbidea edonoiz ken dezakezu.",
        pl: "Zatwierdzone narzędzia pozwalają kontrolować, kto i jak długo może otworzyć plik, oraz w każdej chwili cofnąć dostęp.",
        cat: "Les eines aprovades et permeten controlar qui obre el fitxer i durant quant de temps, i retirar-ne l'accés quan vulguis.",
        "pt-pt":
          "As ferramentas aprovadas permitem controlar quem abre o ficheiro e durante quanto tempo, e retirar o acesso a qualquer momento.",
      },
    },
    {
      text: {
        "es-es": "¿Qué afirmación sobre conservar datos refleja mejor una buena práctica?",
        "es-mx": "¿Qué afirmación sobre conservar datos refleja mejor una buena práctica?",
        "en-gb": "Which statement about keeping data best reflects good practice?",
        "en-us": "Which statement about keeping data best reflects good practice?",
        eu: "Datuak gordetzeari buruzko zein baieztapenek islatzen du hobekien jardunbide egokia?",
        pl: "Które stwierdzenie o przechowywaniu danych najlepiej oddaje dobrą praktykę?",
        cat: "Quina afirmació sobre conservar dades reflecteix millor una bona pràctica?",
        "pt-pt": "Que afirmação sobre a conservação de dados reflete melhor uma boa prática?",
      },
      options: [
        {
          "es-es": "Cada persona borra lo que quiere cuando quiere",
          "es-mx": "Cada persona borra lo que quiere cuando quiere",
          "en-gb": "Everyone deletes whatever they like, whenever they like",
          "en-us": "Everyone deletes whatever they want, whenever they want",
          eu: "Bakoitzak nahi duena ezabatzen du, nahi duenean",
          pl: "Każdy usuwa, co chce i kiedy chce",
          cat: "Cadascú esborra el que vol quan vol",
          "pt-pt": "Cada pessoa apaga o que quer quando quer",
        },
        {
          "es-es": "Guardarlo todo para siempre, por si acaso",
          "es-mx": "Guardar todo para siempre, por si acaso",
          "en-gb": "Keep everything forever, just in case",
          "en-us": "Keep everything forever, just in case",
          eu: "Dena betiko gordetzea, badaezpada",
          pl: "Przechowywać wszystko na zawsze, na wszelki wypadek",
          cat: "Desar-ho tot per sempre, per si de cas",
          "pt-pt": "Guardar tudo para sempre, pelo sim, pelo não",
        },
        {
          "es-es":
            "Conservar los datos solo mientras se necesiten para su finalidad y después borrarlos según la política",
          "es-mx":
            "Conservar los datos solo mientras se necesiten para su finalidad y después borrarlos según la política",
          "en-gb": "Keep data only as long as its purpose requires, then delete it as the policy says",
          "en-us": "Keep data only as long as its purpose requires, then delete it as the policy says",
          eu: "Datuak beren helbururako behar diren bitartean soilik gordetzea, eta gero politikak dioen bezala ezabatzea",
          pl: "Przechowywać dane tylko tak długo, jak wymaga tego ich cel, a potem usuwać je zgodnie z polityką",
          cat: "Conservar les dades només mentre calguin per a la seva finalitat i després esborrar-les segons la política",
          "pt-pt":
            "Conservar os dados apenas enquanto forem necessários para a sua finalidade e depois apagá-los segundo a política",
        },
      ],
      correct: 3,
      explanation: {
        "es-es":
          "Guardar datos más tiempo del necesario aumenta el daño si se filtran. Para eso existen los plazos de conservación.",
        "es-mx":
          "Guardar datos más tiempo del necesario aumenta el daño si se filtran. Para eso existen los plazos de conservación.",
        "en-gb":
          "Keeping data longer than needed increases the harm if it leaks. That is why retention periods exist.",
        "en-us":
          "Keeping data longer than needed increases the harm if it leaks. That's why retention periods exist.",
        eu: "Datuak behar baino denbora gehiagoz gordetzeak kaltea handitzen du, filtratzen badira. Horretarako daude kontserbazio-epeak.",
        pl: "Przechowywanie danych dłużej niż trzeba zwiększa szkody, jeśli wyciekną. Właśnie dlatego istnieją okresy przechowywania.",
        cat: "Desar dades més temps del necessari augmenta el dany si es filtren. Per això existeixen els terminis de conservació.",
        "pt-pt":
          "Guardar dados mais tempo do que o necessário aumenta os danos se houver uma fuga. É para isso que existem os prazos de conservação.",
      },
    },
    {
      text: {
        "es-es":
          "Encuentras en la impresora compartida un documento con los sueldos de tus compañeros. ¿Qué haces?",
        "es-mx":
          "Encuentra en la impresora compartida un documento con los sueldos de sus compañeros. ¿Qué hace?",
        "en-gb":
          "You find a printout with your colleagues' salaries left on the shared printer. What do you do?",
        "en-us":
          "You find a printout with your coworkers' salaries left on the shared printer. What do you do?",
        eu: "Inprimagailu partekatuan lankideen soldatak dituen dokumentu bat aurkitzen duzu. Zer egiten duzu?",
        pl: "Na wspólnej drukarce leży wydruk z wynagrodzeniami Twoich współpracowników. Co robisz?",
        cat: "Trobes a la impressora compartida un document amb els sous dels teus companys. Què fas?",
        "pt-pt":
          "Encontra na impressora partilhada um documento com os salários dos seus colegas. O que faz?",
      },
      options: [
        {
          "es-es": "Lo dejo allí: ya volverá quien lo imprimió",
          "es-mx": "Lo dejo ahí: ya regresará quien lo imprimió",
          "en-gb": "Leave it there: whoever printed it will come back",
          "en-us": "Leave it there: whoever printed it will come back",
          eu: "Han uzten dut: inprimatu duena itzuliko da",
          pl: "Zostawiam go: osoba, która drukowała, zaraz wróci",
          cat: "El deixo allà: ja tornarà qui l'ha imprès",
          "pt-pt": "Deixo-o lá: quem o imprimiu há de voltar",
        },
        {
          "es-es":
            "Se lo entrego con discreción a su responsable (quien lo imprimió o RR. HH.) sin leerlo ni comentarlo",
          "es-mx":
            "Se lo entrego con discreción a su responsable (quien lo imprimió o RR. HH.) sin leerlo ni comentarlo",
          "en-gb":
            "Hand it discreetly to whoever is responsible (the person who printed it or HR) without reading or sharing it",
          "en-us":
            "Hand it discreetly to whoever is responsible (the person who printed it or HR) without reading or sharing it",
          eu: "Diskrezioz ematen diot arduradunari (inprimatu duenari edo Giza Baliabideei), irakurri eta inori esan gabe",
          pl: "Dyskretnie oddaję go osobie odpowiedzialnej (temu, kto drukował, albo do działu kadr), nie czytając go i nikomu o nim nie mówiąc",
          cat: "El lliuro amb discreció a qui en sigui responsable (qui l'ha imprès o RH) sense llegir-lo ni comentar-lo",
          "pt-pt":
            "Entrego-o com discrição a quem é responsável (quem o imprimiu ou os RH), sem o ler nem comentar",
        },
        {
          "es-es": "Lo tiro a la papelera normal",
          "es-mx": "Lo tiro al bote de basura normal",
          "en-gb": "Throw it in the ordinary paper bin",
          "en-us": "Throw it in the regular wastebasket",
          eu: "Paperontzi arruntera botatzen dut",
          pl: "Wyrzucam go do zwykłego kosza",
          cat: "El llenço a la paperera normal",
          "pt-pt": "Deito-o no caixote do lixo normal",
        },
        {
          "es-es": "Le hago una foto para poder avisar del problema",
          "es-mx": "Le tomo una foto para poder avisar del problema",
          "en-gb": "Take a photo of it so you can report the problem",
          "en-us": "Take a photo of it so you can report the problem",
          eu: "Argazki bat ateratzen diot, arazoaren berri emateko",
          pl: "Robię mu zdjęcie, żeby móc zgłosić problem",
          cat: "Li faig una foto per poder avisar del problema",
          "pt-pt": "Tiro-lhe uma fotografia para poder avisar do problema",
        },
      ],
      correct: 2,
      explanation: {
        "es-es":
          "Un documento confidencial no debe quedarse desatendido. Devuélvelo con discreción a su responsable; la papelera normal no es segura para papel confidencial.",
        "es-mx":
          "Un documento confidencial no debe quedarse desatendido. Devuélvalo con discreción a su responsable; el bote de basura normal no es seguro para papel confidencial.",
        "en-gb":
          "Confidential papers must not be left unattended. Return it discreetly to whoever is responsible; ordinary bins are not safe for confidential paper.",
        "en-us":
          "Confidential papers must not be left unattended. Return it discreetly to whoever is responsible; regular trash cans aren't safe for confidential paper.",
        eu: "Dokumentu konfidentzial bat ez da zaindu gabe geratu behar. Itzuli diskrezioz arduradunari; paperontzi arrunta ez da segurua paper konfidentzialarentzat.",
        pl: "Poufnych dokumentów nie zostawia się bez nadzoru. Oddaj wydruk dyskretnie osobie odpowiedzialnej; zwykły kosz nie jest bezpieczny dla poufnych papierów.",
        cat: "Un document confidencial no s'ha de quedar desatès. Torna'l amb discreció a qui en sigui responsable; la paperera normal no és segura per al paper confidencial.",
        "pt-pt":
          "Um documento confidencial não deve ficar sem vigilância. Devolva-o com discrição a quem é responsável; o lixo normal não é seguro para papel confidencial.",
      },
    },
    {
      text: {
        "es-es": "Tienes que probar una aplicación nueva con datos realistas. ¿Cuál es la mejor opción?",
        "es-mx": "Tiene que probar una aplicación nueva con datos realistas. ¿Cuál es la mejor opción?",
        "en-gb": "You need to test a new application with realistic data. What is the best option?",
        "en-us": "You need to test a new application with realistic data. What is the best option?",
        eu: "Aplikazio berri bat datu errealistekin probatu behar duzu. Zein da aukerarik onena?",
        pl: "Musisz przetestować nową aplikację na realistycznych danych. Co jest najlepszym wyjściem?",
        cat: "Has de provar una aplicació nova amb dades realistes. Quina és la millor opció?",
        "pt-pt": "Tem de testar uma aplicação nova com dados realistas. Qual é a melhor opção?",
      },
      options: [
        {
          "es-es": "Copiar la base de datos real de clientes en mi portátil",
          "es-mx": "Copiar la base de datos real de clientes en mi laptop",
          "en-gb": "Copy the live customer database onto my laptop",
          "en-us": "Copy the production customer database onto my laptop",
          eu: "Bezeroen benetako datu-basea nire ordenagailu eramangarrian kopiatzea",
          pl: "Skopiować prawdziwą bazę klientów na mój laptop",
          cat: "Copiar la base de dades real de clients al meu portàtil",
          "pt-pt": "Copiar a base de dados real de clientes para o meu portátil",
        },
        {
          "es-es": "Usar los datos reales y borrarlos al terminar",
          "es-mx": "Usar los datos reales y borrarlos al terminar",
          "en-gb": "Use the real data and delete it when I finish",
          "en-us": "Use the real data and delete it when I'm done",
          eu: "Benetako datuak erabiltzea eta amaitzean ezabatzea",
          pl: "Użyć prawdziwych danych i usunąć je po zakończeniu",
          cat: "Fer servir les dades reals i esborrar-les en acabar",
          "pt-pt": "Usar os dados reais e apagá-los no fim",
        },
        {
          "es-es": "Pedir a un compañero que me exporte los datos reales a una hoja de cálculo",
          "es-mx": "Pedirle a un compañero que me exporte los datos reales a una hoja de cálculo",
          "en-gb": "Ask a colleague to export the real data to a spreadsheet for me",
          "en-us": "Ask a coworker to export the real data to a spreadsheet for me",
          eu: "Lankide bati benetako datuak kalkulu-orri batera esportatzeko eskatzea",
          pl: "Poprosić kolegę o wyeksportowanie prawdziwych danych do arkusza kalkulacyjnego",
          cat: "Demanar a un company que m'exporti les dades reals a un full de càlcul",
          "pt-pt": "Pedir a um colega que me exporte os dados reais para uma folha de cálculo",
        },
        {
          "es-es": "Usar datos anonimizados o ficticios",
          "es-mx": "Usar datos anonimizados o ficticios",
          "en-gb": "Use anonymised or made-up test data",
          "en-us": "Use anonymized or made-up test data",
          eu: "Datu anonimizatuak edo asmatuak erabiltzea",
          pl: "Użyć zanonimizowanych lub fikcyjnych danych testowych",
          cat: "Fer servir dades anonimitzades o fictícies",
          "pt-pt": "Usar dados anonimizados ou fictícios",
        },
      ],
      correct: 4,
      explanation: {
        "es-es":
          "Los entornos de prueba suelen estar menos protegidos. Con datos anonimizados o ficticios pruebas sin exponer a personas reales.",
        "es-mx":
          "Los entornos de prueba suelen estar menos protegidos. Con datos anonimizados o ficticios puede probar sin exponer a personas reales.",
        "en-gb":
          "Test environments are usually less protected. Anonymised or made-up data lets you test without exposing real people.",
        "en-us":
          "Test environments are usually less protected. Anonymized or made-up data lets you test without exposing real people.",
        eu: "Proba-inguruneak gutxiago babestuta egon ohi dira. Datu anonimizatuekin edo asmatuekin proba dezakezu benetako pertsonak arriskuan jarri gabe.",
        pl: "Środowiska testowe są zwykle słabiej chronione. Dane zanonimizowane lub fikcyjne pozwalają testować bez narażania prawdziwych osób.",
        cat: "Els entorns de prova solen estar menys protegits. Amb dades anonimitzades o fictícies proves sense exposar persones reals.",
        "pt-pt":
          "Os ambientes de teste costumam estar menos protegidos. Com dados anonimizados ou fictícios pode testar sem expor pessoas reais.",
      },
    },
  ],
};

const COMMUNICATIONS: Section = {
  intro: {
    "es-es": "Ahora, las comunicaciones: correo electrónico, mensajería y llamadas.",
    "es-mx": "Ahora, las comunicaciones: correo electrónico, mensajería y llamadas.",
    "en-gb": "Now for communications: e-mail, messaging and calls.",
    "en-us": "Now for communications: email, messaging and calls.",
    eu: "Orain, komunikazioak: posta elektronikoa, mezularitza eta deiak.",
    pl: "Teraz komunikacja: poczta e-mail, komunikatory i rozmowy telefoniczne.",
    cat: "Ara, les comunicacions: correu electrònic, missatgeria i trucades.",
    "pt-pt": "Agora, as comunicações: e-mail, mensagens e chamadas.",
  },
  items: [
    {
      text: {
        "es-es": "¿Qué es el phishing?",
        "es-mx": "¿Qué es el phishing?",
        "en-gb": "What is phishing?",
        "en-us": "What is phishing?",
        eu: "Zer da phishinga?",
        pl: "Czym jest phishing?",
        cat: "Què és el phishing?",
        "pt-pt": "O que é o phishing?",
      },
      options: [
        {
          "es-es":
            "Un mensaje fraudulento que se hace pasar por alguien de confianza para que hagas clic, pagues o reveles información",
          "es-mx":
            "Un mensaje fraudulento que se hace pasar por alguien de confianza para que usted dé clic, pague o revele información",
          "en-gb":
            "A fraudulent message that pretends to come from someone trustworthy to get you to click, pay or reveal information",
          "en-us":
            "A fraudulent message that pretends to come from someone trustworthy to get you to click, pay or reveal information",
          eu: "Konfiantzazko norbait dela itxuratzen duen mezu iruzurtia, klik egin dezazun, ordain dezazun edo informazioa eman dezazun",
          pl: "Oszukańcza wiadomość, która podszywa się pod kogoś zaufanego, by skłonić Cię do kliknięcia, zapłaty lub ujawnienia informacji",
          cat: "Un missatge fraudulent que es fa passar per algú de confiança perquè facis clic, paguis o revelis informació",
          "pt-pt":
            "Uma mensagem fraudulenta que se faz passar por alguém de confiança para que clique, pague ou revele informação",
        },
        {
          "es-es": "Un tipo de virus que se propaga por memorias USB",
          "es-mx": "Un tipo de virus que se propaga por memorias USB",
          "en-gb": "A kind of virus that spreads through USB sticks",
          "en-us": "A kind of virus that spreads through USB flash drives",
          eu: "USB memorien bidez zabaltzen den birus mota bat",
          pl: "Rodzaj wirusa, który rozprzestrzenia się przez pendrive'y",
          cat: "Un tipus de virus que es propaga per memòries USB",
          "pt-pt": "Um tipo de vírus que se espalha por pens USB",
        },
        {
          "es-es": "Un correo publicitario al que no te has suscrito",
          "es-mx": "Un correo publicitario al que no se suscribió",
          "en-gb": "An advertising e-mail you did not subscribe to",
          "en-us": "An advertising email you didn't sign up for",
          eu: "Harpidetu ez zaren publizitate-mezu bat",
          pl: "Wiadomość reklamowa, której nie zamawiano",
          cat: "Un correu publicitari al qual no t'has subscrit",
          "pt-pt": "Um e-mail publicitário que não subscreveu",
        },
      ],
      correct: 1,
      explanation: {
        "es-es":
          "El phishing es un engaño: el mensaje imita a un banco, a un proveedor o a un compañero para robar credenciales, dinero o datos.",
        "es-mx":
          "El phishing es un engaño: el mensaje imita a un banco, a un proveedor o a un compañero para robar credenciales, dinero o datos.",
        "en-gb":
          "Phishing is a deception: the message imitates a bank, a supplier or a colleague to steal credentials, money or data.",
        "en-us":
          "Phishing is a deception: the message imitates a bank, a vendor or a coworker to steal credentials, money or data.",
        eu: "Phishinga iruzur bat da: mezuak banku bat, hornitzaile bat edo lankide bat imitatzen du, kredentzialak, dirua edo datuak lapurtzeko.",
        pl: "Phishing to oszustwo: wiadomość udaje bank, dostawcę lub kolegę z pracy, żeby ukraść dane logowania, pieniądze lub informacje.",
        cat: "El phishing és un engany: el missatge imita un banc, un proveïdor o un company per robar credencials, diners o dades.",
        "pt-pt":
          "O phishing é um engano: a mensagem imita um banco, um fornecedor ou um colega para roubar credenciais, dinheiro ou dados.",
      },
    },
    {
      text: {
        "es-es":
          "Recibes un correo «de Informática» que dice que tu buzón está lleno y que debes iniciar sesión en un enlace en menos de dos horas. El remitente es it-support@mai1box-help.com. ¿Qué haces?",
        "es-mx":
          "Recibe un correo «de Sistemas» que dice que su buzón está lleno y que debe iniciar sesión en un enlace en menos de dos horas. El remitente es it-support@mai1box-help.com. ¿Qué hace?",
        "en-gb":
          "You receive an e-mail 'from IT' saying your mailbox is full and you must sign in through a link within two hours. The sender is it-support@mai1box-help.com. What do you do?",
        "en-us":
          'You get an email "from IT" saying your mailbox is full and you must sign in through a link within two hours. The sender is it-support@mai1box-help.com. What do you do?',
        eu: "«Informatika Saileko» mezu bat jasotzen duzu: postontzia beteta duzula eta bi ordu baino lehen esteka batean saioa hasi behar duzula dio. Igorlea it-support@mai1box-help.com da. Zer egiten duzu?",
        pl: "Dostajesz e-mail „od działu IT”: Twoja skrzynka jest pełna i w ciągu dwóch godzin musisz zalogować się przez link. Nadawca to it-support@mai1box-help.com. Co robisz?",
        cat: "Reps un correu «d'Informàtica» que diu que la bústia és plena i que has d'iniciar sessió en un enllaç en menys de dues hores. El remitent és it-support@mai1box-help.com. Què fas?",
        "pt-pt":
          "Recebe um e-mail «da Informática» a dizer que a sua caixa de correio está cheia e que tem de iniciar sessão numa ligação dentro de duas horas. O remetente é it-support@mai1box-help.com. O que faz?",
      },
      options: [
        {
          "es-es": "Entro rápido en el enlace para no perder el correo",
          "es-mx": "Entro rápido al enlace para no perder el correo",
          "en-gb": "Click quickly and sign in so as not to lose my e-mail",
          "en-us": "Click quickly and sign in so I don't lose my email",
          eu: "Azkar sartzen naiz estekan, posta ez galtzeko",
          pl: "Szybko klikam i loguję się, żeby nie stracić poczty",
          cat: "Entro ràpidament a l'enllaç per no perdre el correu",
          "pt-pt": "Entro rapidamente na ligação para não perder o e-mail",
        },
        {
          "es-es": "Respondo al correo para preguntar si es auténtico",
          "es-mx": "Respondo el correo para preguntar si es auténtico",
          "en-gb": "Reply to the e-mail asking whether it is genuine",
          "en-us": "Reply to the email asking whether it's genuine",
          eu: "Mezuari erantzuten diot, benetakoa den galdetzeko",
          pl: "Odpowiadam na wiadomość z pytaniem, czy jest prawdziwa",
          cat: "Responc el correu per preguntar si és autèntic",
          "pt-pt": "Respondo ao e-mail a perguntar se é verdadeiro",
        },
        {
          "es-es": "No hago clic y lo notifico con el botón de aviso de phishing o a Informática",
          "es-mx": "No doy clic y lo reporto con el botón de reporte de phishing o a Sistemas",
          "en-gb": "Don't click; report it with the phishing report button or to IT",
          "en-us": "Don't click; report it with the phishing report button or to IT",
          eu: "Ez dut klik egiten, eta phishinga salatzeko botoiarekin edo Informatika Sailari jakinarazten diot",
          pl: "Nie klikam i zgłaszam go przyciskiem do zgłaszania phishingu albo do działu IT",
          cat: "No hi faig clic i ho notifico amb el botó d'avís de phishing o a Informàtica",
          "pt-pt": "Não clico e comunico-o com o botão de denúncia de phishing ou à Informática",
        },
        {
          "es-es": "Lo reenvío a mis compañeros para avisarles",
          "es-mx": "Se lo reenvío a mis compañeros para avisarles",
          "en-gb": "Forward it to my colleagues to warn them",
          "en-us": "Forward it to my coworkers to warn them",
          eu: "Lankideei birbidaltzen diet, abisatzeko",
          pl: "Przesyłam go dalej kolegom, żeby ich ostrzec",
          cat: "El reenvio als meus companys per avisar-los",
          "pt-pt": "Reencaminho-o para os meus colegas para os avisar",
        },
      ],
      correct: 3,
      explanation: {
        "es-es":
          "La urgencia y una dirección que imita a otra son señales clásicas. Notificarlo permite bloquearlo para todos; responder solo te pone en contacto con el atacante.",
        "es-mx":
          "La urgencia y una dirección que imita a otra son señales clásicas. Reportarlo permite bloquearlo para todos; responder solo abre una conversación con el atacante.",
        "en-gb":
          "Urgency and a look-alike address are classic signs. Reporting it lets the security team block it for everyone; replying only puts you in touch with the attacker.",
        "en-us":
          "Urgency and a look-alike address are classic signs. Reporting it lets the security team block it for everyone; replying only puts you in touch with the attacker.",
        eu: "Presa eta beste bat imitatzen duen helbidea ohiko seinaleak dira. Jakinarazteak guztientzat blokeatzeko aukera ematen du; erantzuteak erasotzailearekin harremanetan jartzen zaitu soilik.",
        pl: "Presja czasu i podrobiony adres to klasyczne sygnały. Zgłoszenie pozwala zablokować wiadomość wszystkim; odpowiedź tylko nawiązuje kontakt z atakującym.",
        cat: "La urgència i una adreça que n'imita una altra són senyals clàssics. Notificar-ho permet bloquejar-lo per a tothom; respondre només et posa en contacte amb l'atacant.",
        "pt-pt":
          "A urgência e um endereço que imita outro são sinais clássicos. Comunicá-lo permite bloqueá-lo para todos; responder só abre uma conversa com o atacante.",
      },
    },
    {
      text: {
        "es-es": "¿Qué señal te ayuda más a detectar un enlace falso?",
        "es-mx": "¿Qué señal es la más útil para detectar un enlace falso?",
        "en-gb": "Which sign helps you most to spot a fake link?",
        "en-us": "Which sign helps you most to spot a fake link?",
        eu: "Zein seinalek laguntzen dizu gehien esteka faltsu bat antzematen?",
        pl: "Który sygnał najbardziej pomaga rozpoznać fałszywy link?",
        cat: "Quin senyal t'ajuda més a detectar un enllaç fals?",
        "pt-pt": "Qual é o sinal mais útil para detetar uma ligação falsa?",
      },
      options: [
        {
          "es-es": "El texto del enlace muestra el nombre de la empresa",
          "es-mx": "El texto del enlace muestra el nombre de la empresa",
          "en-gb": "The link text shows the company's name",
          "en-us": "The link text shows the company's name",
          eu: "Estekaren testuak enpresaren izena erakusten du",
          pl: "Tekst linku zawiera nazwę firmy",
          cat: "El text de l'enllaç mostra el nom de l'empresa",
          "pt-pt": "O texto da ligação mostra o nome da empresa",
        },
        {
          "es-es": "Al pasar el ratón por encima, el enlace lleva a un dominio distinto del esperado",
          "es-mx": "Al pasar el mouse por encima, el enlace lleva a un dominio distinto del esperado",
          "en-gb": "Hovering over the link shows a different domain from the one you expect",
          "en-us": "Hovering over the link shows a different domain from the one you expect",
          eu: "Sagua gainetik pasatzean, estekak espero ez zenuen beste domeinu batera eramaten du",
          pl: "Po najechaniu kursorem widać, że link prowadzi do innej domeny niż oczekiwana",
          cat: "En passar el ratolí per sobre, l'enllaç porta a un domini diferent de l'esperat",
          "pt-pt": "Ao passar o rato por cima, a ligação leva a um domínio diferente do esperado",
        },
        {
          "es-es": "El correo lleva el logotipo de la empresa",
          "es-mx": "El correo trae el logotipo de la empresa",
          "en-gb": "The e-mail has the company's logo",
          "en-us": "The email has the company's logo",
          eu: "Mezuak enpresaren logotipoa du",
          pl: "Wiadomość ma logo firmy",
          cat: "El correu porta el logotip de l'empresa",
          "pt-pt": "O e-mail tem o logótipo da empresa",
        },
      ],
      correct: 2,
      explanation: {
        "es-es":
          "Los logotipos y el texto de un enlace se copian fácilmente. Lo que cuenta es el destino real, que ves al pasar el ratón antes de hacer clic.",
        "es-mx":
          "Los logotipos y el texto de un enlace se copian fácilmente. Lo que cuenta es el destino real, que se ve al pasar el mouse antes de dar clic.",
        "en-gb":
          "Logos and link text are easy to copy. What matters is the real destination, which you can see by hovering before you click.",
        "en-us":
          "Logos and link text are easy to copy. What matters is the real destination, which you can see by hovering before you click.",
        eu: "Logotipoak eta esteken testua erraz kopiatzen dira. Benetako helmuga da garrantzitsuena, eta klik egin aurretik ikus dezakezu sagua gainetik pasatuta.",
        pl: "Logo i tekst linku łatwo skopiować. Liczy się prawdziwy adres docelowy, który zobaczysz, najeżdżając kursorem przed kliknięciem.",
        cat: "Els logotips i el text d'un enllaç es copien fàcilment. El que compta és la destinació real, que veus en passar el ratolí abans de fer clic.",
        "pt-pt":
          "Os logótipos e o texto de uma ligação copiam-se facilmente. O que conta é o destino real, que se vê ao passar o rato antes de clicar.",
      },
    },
    {
      text: {
        "es-es":
          "¿Qué actitud es la correcta ante el uso de aplicaciones de mensajería personales para enviar documentos del trabajo?",
        "es-mx":
          "¿Qué actitud es la correcta ante el uso de aplicaciones de mensajería personales para mandar documentos del trabajo?",
        "en-gb": "What is the right attitude to sending work documents through personal messaging apps?",
        "en-us": "What is the right attitude toward sending work documents through personal messaging apps?",
        eu: "Zein da jarrera zuzena laneko dokumentuak mezularitza-aplikazio pertsonalen bidez bidaltzeari dagokionez?",
        pl: "Jakie podejście jest właściwe do wysyłania dokumentów służbowych przez prywatne komunikatory?",
        cat: "Quina és l'actitud correcta davant l'ús d'aplicacions de missatgeria personals per enviar documents de la feina?",
        "pt-pt":
          "Qual é a atitude certa perante o envio de documentos de trabalho por aplicações de mensagens pessoais?",
      },
      options: [
        {
          "es-es": "Vale si es más rápido",
          "es-mx": "Está bien si es más rápido",
          "en-gb": "It's fine if it's quicker",
          "en-us": "It's fine if it's faster",
          eu: "Ondo dago, azkarragoa bada",
          pl: "W porządku, jeśli tak jest szybciej",
          cat: "Està bé si és més ràpid",
          "pt-pt": "Não há problema se for mais rápido",
        },
        {
          "es-es": "Uso solo los canales que la empresa ha aprobado para la información del trabajo",
          "es-mx": "Uso solo los canales que la empresa aprobó para la información del trabajo",
          "en-gb": "Use only the channels the company has approved for work information",
          "en-us": "Use only the channels the company has approved for work information",
          eu: "Enpresak laneko informaziorako onartutako kanalak soilik erabiltzen ditut",
          pl: "Korzystam tylko z kanałów zatwierdzonych przez firmę do informacji służbowych",
          cat: "Faig servir només els canals que l'empresa ha aprovat per a la informació de la feina",
          "pt-pt": "Uso apenas os canais que a empresa aprovou para informação de trabalho",
        },
        {
          "es-es": "Vale si el grupo es solo de compañeros",
          "es-mx": "Está bien si el grupo es solo de compañeros",
          "en-gb": "It's fine if the group is only colleagues",
          "en-us": "It's fine if the group is only coworkers",
          eu: "Ondo dago, taldean lankideak soilik badaude",
          pl: "W porządku, jeśli w grupie są tylko współpracownicy",
          cat: "Està bé si el grup és només de companys",
          "pt-pt": "Não há problema se o grupo tiver só colegas",
        },
        {
          "es-es": "Vale para archivos pequeños",
          "es-mx": "Está bien para archivos pequeños",
          "en-gb": "It's fine for small files",
          "en-us": "It's fine for small files",
          eu: "Ondo dago fitxategi txikietarako",
          pl: "W porządku w przypadku małych plików",
          cat: "Està bé per a fitxers petits",
          "pt-pt": "Não há problema com ficheiros pequenos",
        },
      ],
      correct: 2,
      explanation: {
        "es-es":
          "Las aplicaciones personales quedan fuera del control de la empresa: no se pueden retirar los archivos, y las copias de seguridad y los dispositivos vinculados pueden exponerlos.",
        "es-mx":
          "Las aplicaciones personales quedan fuera del control de la empresa: no se pueden retirar los archivos, y los respaldos y los dispositivos vinculados pueden exponerlos.",
        "en-gb":
          "Personal apps are outside the company's control: files cannot be withdrawn, and backups and linked devices may expose them.",
        "en-us":
          "Personal apps are outside the company's control: files can't be pulled back, and backups and linked devices may expose them.",
        eu: "Aplikazio pertsonalak enpresaren kontroletik kanpo daude: fitxategiak ezin dira kendu, eta segurtasun-kopiek eta lotutako gailuek agerian utz ditzakete.",
        pl: "Prywatne aplikacje są poza kontrolą firmy: plików nie da się wycofać, a kopie zapasowe i połączone urządzenia mogą je ujawnić.",
        cat: "Les aplicacions personals queden fora del control de l'empresa: els fitxers no es poden retirar, i les còpies de seguretat i els dispositius vinculats els poden exposar.",
        "pt-pt":
          "As aplicações pessoais estão fora do controlo da empresa: os ficheiros não podem ser retirados, e as cópias de segurança e os dispositivos ligados podem expô-los.",
      },
    },
    {
      text: {
        "es-es":
          "Recibes un SMS de una «empresa de mensajería» que te pide pagar, a través de un enlace, una pequeña tasa de aduanas por un paquete que no esperabas. ¿Qué haces?",
        "es-mx":
          "Recibe un SMS de una «paquetería» que le pide pagar una pequeña cuota de aduana en un enlace por un paquete que no esperaba. ¿Qué hace?",
        "en-gb":
          "You get a text message from a 'courier' asking you to pay a small customs fee through a link for a parcel you weren't expecting. What do you do?",
        "en-us":
          'You get a text message from a "delivery company" asking you to pay a small customs fee through a link for a package you weren\'t expecting. What do you do?',
        eu: "«Mezularitza-enpresa» baten SMS bat jasotzen duzu, espero ez zenuen pakete baten aduana-tasa txiki bat esteka baten bidez ordaintzeko eskatuz. Zer egiten duzu?",
        pl: "Dostajesz SMS od „firmy kurierskiej” z prośbą o zapłatę przez link niewielkiej opłaty celnej za paczkę, na którą nie czekasz. Co robisz?",
        cat: "Reps un SMS d'una «empresa de missatgeria» que et demana pagar, mitjançant un enllaç, una petita taxa de duanes d'un paquet que no esperaves. Què fas?",
        "pt-pt":
          "Recebe um SMS de uma «transportadora» a pedir-lhe que pague numa ligação uma pequena taxa alfandegária por uma encomenda que não esperava. O que faz?",
      },
      options: [
        {
          "es-es": "La pago: es poco dinero",
          "es-mx": "La pago: es poco dinero",
          "en-gb": "Pay it: it's a small amount",
          "en-us": "Pay it: it's a small amount",
          eu: "Ordaindu egiten dut: diru gutxi da",
          pl: "Płacę: to niewielka kwota",
          cat: "La pago: són pocs diners",
          "pt-pt": "Pago: é pouco dinheiro",
        },
        {
          "es-es":
            "Lo borro y, si espero un envío, lo consulto en la web o la aplicación oficial de la empresa de transporte",
          "es-mx":
            "Lo borro y, si espero un envío, lo consulto en el sitio web o la app oficial de la paquetería",
          "en-gb":
            "Delete it and, if I am expecting a delivery, check on the carrier's official website or app",
          "en-us":
            "Delete it and, if I'm expecting a delivery, check on the carrier's official website or app",
          eu: "Ezabatu egiten dut, eta bidalketaren bat espero badut, garraio-enpresaren webgune edo aplikazio ofizialean begiratzen dut",
          pl: "Usuwam go, a jeśli czekam na przesyłkę, sprawdzam ją na oficjalnej stronie lub w aplikacji przewoźnika",
          cat: "L'esborro i, si espero un enviament, ho consulto al web o a l'aplicació oficial de l'empresa de transport",
          "pt-pt":
            "Apago-o e, se estiver à espera de uma entrega, confirmo no site ou na aplicação oficial da transportadora",
        },
        {
          "es-es": "Respondo «BAJA» para que no me escriban más",
          "es-mx": "Respondo «BAJA» para que ya no me escriban",
          "en-gb": "Reply STOP so they stop writing to me",
          "en-us": "Reply STOP so they stop texting me",
          eu: "«STOP» erantzuten dut, gehiago idatz ez diezadaten",
          pl: "Odpisuję „STOP”, żeby przestali pisać",
          cat: "Responc «BAIXA» perquè no m'escriguin més",
          "pt-pt": "Respondo «STOP» para deixarem de me escrever",
        },
      ],
      correct: 2,
      explanation: {
        "es-es":
          "Es smishing (phishing por SMS). La cantidad pequeña es el cebo para robarte los datos de la tarjeta; consulta los envíos solo por canales oficiales.",
        "es-mx":
          "Es smishing (phishing por SMS). La cantidad pequeña es el anzuelo para robarle los datos de la tarjeta; consulte los envíos solo por canales oficiales.",
        "en-gb":
          "This is smishing (phishing by text message). The small amount is bait to steal your card details; check deliveries only through official channels.",
        "en-us":
          "This is smishing (phishing by text message). The small amount is bait to steal your card details; check deliveries only through official channels.",
        eu: "Smishinga da (SMS bidezko phishinga). Kopuru txikia txartelaren datuak lapurtzeko amua da; kontsultatu bidalketak kanal ofizialen bidez soilik.",
        pl: "To smishing (phishing przez SMS). Mała kwota to przynęta, by wyłudzić dane karty; przesyłki sprawdzaj tylko oficjalnymi kanałami.",
        cat: "És smishing (phishing per SMS). La quantitat petita és l'esquer per robar-te les dades de la targeta; consulta els enviaments només per canals oficials.",
        "pt-pt":
          "É smishing (phishing por SMS). O valor baixo é o isco para lhe roubar os dados do cartão; confirme as entregas só por canais oficiais.",
      },
    },
    {
      text: {
        "es-es":
          "Tienes que enviar un correo a muchos destinatarios externos que no se conocen entre sí. ¿Qué haces con sus direcciones?",
        "es-mx":
          "Tiene que mandar un correo a muchos destinatarios externos que no se conocen entre sí. ¿Qué hace con sus direcciones?",
        "en-gb":
          "You have to send an e-mail to many external recipients who don't know each other. What do you do with their addresses?",
        "en-us":
          "You have to send an email to many external recipients who don't know each other. What do you do with their addresses?",
        eu: "Elkar ezagutzen ez duten kanpoko hartzaile askori mezu bat bidali behar diezu. Zer egiten duzu haien helbideekin?",
        pl: "Musisz wysłać e-mail do wielu zewnętrznych odbiorców, którzy się nie znają. Co robisz z ich adresami?",
        cat: "Has d'enviar un correu a molts destinataris externs que no es coneixen entre ells. Què fas amb les seves adreces?",
        "pt-pt":
          "Tem de enviar um e-mail a muitos destinatários externos que não se conhecem entre si. O que faz com os endereços deles?",
      },
      options: [
        {
          "es-es": "Las pongo en CCO (copia oculta) o uso la herramienta de envíos aprobada",
          "es-mx": "Las pongo en CCO (copia oculta) o uso la herramienta de envíos aprobada",
          "en-gb": "Put them in Bcc (blind copy) or use the approved mailing tool",
          "en-us": "Put them in Bcc (blind copy) or use the approved mailing tool",
          eu: "BCCn (ezkutuko kopian) jartzen ditut, edo onartutako bidalketa-tresna erabiltzen dut",
          pl: "Wpisuję je w pole UDW (ukryta kopia) albo używam zatwierdzonego narzędzia do wysyłek",
          cat: "Les poso en CCO (còpia oculta) o faig servir l'eina d'enviaments aprovada",
          "pt-pt": "Ponho-os em Bcc (cópia oculta) ou uso a ferramenta de envios aprovada",
        },
        {
          "es-es": "Las pongo todas en el campo Para",
          "es-mx": "Las pongo todas en el campo Para",
          "en-gb": "Put them all in the To field",
          "en-us": "Put them all in the To field",
          eu: "Denak «Nori» eremuan jartzen ditut",
          pl: "Wpisuję je wszystkie w pole Do",
          cat: "Les poso totes al camp Per a",
          "pt-pt": "Ponho-os todos no campo Para",
        },
        {
          "es-es": "Las pongo en CC (copia)",
          "es-mx": "Las pongo en CC (copia)",
          "en-gb": "Put them in Cc (copy)",
          "en-us": "Put them in Cc (copy)",
          eu: "CCn (kopian) jartzen ditut",
          pl: "Wpisuję je w pole DW (kopia)",
          cat: "Les poso en CC (còpia)",
          "pt-pt": "Ponho-os em Cc (cópia)",
        },
      ],
      correct: 1,
      explanation: {
        "es-es":
          "Poner todas las direcciones en Para o en CC muestra la dirección de cada uno a todos los demás: es una filtración de datos personales.",
        "es-mx":
          "Poner todas las direcciones en Para o en CC muestra la dirección de cada uno a todos los demás: es una filtración de datos personales.",
        "en-gb":
          "Putting every address in To or Cc shows each person's address to everyone else: that is a leak of personal data.",
        "en-us":
          "Putting every address in To or Cc shows each person's address to everyone else: that's a leak of personal data.",
        eu: "Helbide guztiak «Nori» edo CC eremuan jartzeak bakoitzaren helbidea gainerako guztiei erakusten die: datu pertsonalen filtrazioa da.",
        pl: "Wpisanie wszystkich adresów w pole Do lub DW pokazuje adres każdej osoby wszystkim pozostałym: to wyciek danych osobowych.",
        cat: "Posar totes les adreces a Per a o en CC mostra l'adreça de cadascú a tots els altres: és una filtració de dades personals.",
        "pt-pt":
          "Pôr todos os endereços em Para ou em Cc mostra o endereço de cada pessoa a todas as outras: é uma fuga de dados pessoais.",
      },
    },
  ],
};

const MALWARE: Section = {
  intro: {
    "es-es": "Seguimos con el malware: virus, ransomware y otros programas maliciosos.",
    "es-mx": "Seguimos con el malware: virus, ransomware y otros programas maliciosos.",
    "en-gb": "Next, malware: viruses, ransomware and other malicious software.",
    "en-us": "Next, malware: viruses, ransomware and other malicious software.",
    eu: "Jarraian, malwarea: birusak, ransomwarea eta beste programa maltzur batzuk.",
    pl: "Dalej złośliwe oprogramowanie: wirusy, ransomware i inne szkodliwe programy.",
    cat: "Continuem amb el programari maliciós: virus, ransomware i altres programes maliciosos.",
    "pt-pt": "Seguimos com o malware: vírus, ransomware e outros programas maliciosos.",
  },
  items: [
    {
      text: {
        "es-es": "¿Qué es el ransomware?",
        "es-mx": "¿Qué es el ransomware?",
        "en-gb": "What is ransomware?",
        "en-us": "What is ransomware?",
        eu: "Zer da ransomwarea?",
        pl: "Czym jest ransomware?",
        cat: "Què és el ransomware?",
        "pt-pt": "O que é o ransomware?",
      },
      options: [
        {
          "es-es": "Un programa que muestra publicidad",
          "es-mx": "Un programa que muestra publicidad",
          "en-gb": "Software that shows advertising",
          "en-us": "Software that shows ads",
          eu: "Publizitatea erakusten duen programa bat",
          pl: "Program wyświetlający reklamy",
          cat: "Un programa que mostra publicitat",
          "pt-pt": "Um programa que mostra publicidade",
        },
        {
          "es-es": "Malware que cifra o bloquea tus archivos y exige un pago para liberarlos",
          "es-mx": "Malware que cifra o bloquea los archivos y exige un pago para liberarlos",
          "en-gb": "Malware that encrypts or locks your files and demands a payment to release them",
          "en-us": "Malware that encrypts or locks your files and demands a payment to release them",
          eu: "Zure fitxategiak zifratu edo blokeatu, eta haiek askatzeko ordainketa bat eskatzen duen malwarea",
          pl: "Złośliwe oprogramowanie, które szyfruje lub blokuje pliki i żąda zapłaty za ich odblokowanie",
          cat: "Programari maliciós que xifra o bloqueja els teus fitxers i exigeix un pagament per alliberar-los",
          "pt-pt": "Malware que cifra ou bloqueia os ficheiros e exige um pagamento para os libertar",
        },
        {
          "es-es": "Un programa para recuperar archivos borrados",
          "es-mx": "Un programa para recuperar archivos borrados",
          "en-gb": "A program for recovering deleted files",
          "en-us": "A program for recovering deleted files",
          eu: "Ezabatutako fitxategiak berreskuratzeko programa bat",
          pl: "Program do odzyskiwania usuniętych plików",
          cat: "Un programa per recuperar fitxers esborrats",
          "pt-pt": "Um programa para recuperar ficheiros apagados",
        },
      ],
      correct: 2,
      explanation: {
        "es-es":
          "El ransomware bloquea el acceso a los datos y pide un rescate. Las copias de seguridad y avisar pronto son la mejor defensa; pagar no garantiza recuperarlos.",
        "es-mx":
          "El ransomware bloquea el acceso a los datos y pide un rescate. Los respaldos y avisar pronto son la mejor defensa; pagar no garantiza recuperarlos.",
        "en-gb":
          "Ransomware blocks access to data and demands a ransom. Backups and early reporting are the best defence; paying does not guarantee you get the data back.",
        "en-us":
          "Ransomware blocks access to data and demands a ransom. Backups and early reporting are the best defense; paying doesn't guarantee you get the data back.",
        eu: "Ransomwareak datuetarako sarbidea blokeatzen du eta erreskate bat eskatzen du. Segurtasun-kopiak eta goiz abisatzea dira defentsarik onena; ordaintzeak ez du bermatzen datuak berreskuratzea.",
        pl: "Ransomware blokuje dostęp do danych i żąda okupu. Najlepszą obroną są kopie zapasowe i szybkie zgłoszenie; zapłata nie gwarantuje odzyskania danych.",
        cat: "El ransomware bloqueja l'accés a les dades i demana un rescat. Les còpies de seguretat i avisar aviat són la millor defensa; pagar no garanteix recuperar-les.",
        "pt-pt":
          "O ransomware bloqueia o acesso aos dados e pede um resgate. As cópias de segurança e avisar cedo são a melhor defesa; pagar não garante recuperá-los.",
      },
    },
    {
      text: {
        "es-es":
          "Un proveedor conocido te envía, sin que lo esperes, una factura en un archivo .zip y te insiste en que lo abras. ¿Qué haces?",
        "es-mx":
          "Un proveedor conocido le manda, sin que lo espere, una factura en un archivo .zip y le insiste en que lo abra. ¿Qué hace?",
        "en-gb":
          "A known supplier unexpectedly sends you an invoice as a .zip file and urges you to open it. What do you do?",
        "en-us":
          "A known vendor unexpectedly sends you an invoice as a .zip file and urges you to open it. What do you do?",
        eu: "Hornitzaile ezagun batek, ustekabean, faktura bat bidaltzen dizu .zip fitxategi batean, eta irekitzeko tematzen da. Zer egiten duzu?",
        pl: "Znany dostawca niespodziewanie przysyła Ci fakturę w pliku .zip i nalega, żeby ją otworzyć. Co robisz?",
        cat: "Un proveïdor conegut t'envia, sense que ho esperis, una factura en un fitxer .zip i insisteix que l'obris. Què fas?",
        "pt-pt":
          "Um fornecedor conhecido envia-lhe, sem que esteja à espera, uma fatura num ficheiro .zip e insiste para que o abra. O que faz?",
      },
      options: [
        {
          "es-es": "Lo compruebo con el proveedor por un teléfono o contacto que ya conozco antes de abrirlo",
          "es-mx": "Lo confirmo con el proveedor por un teléfono o contacto que ya conozco antes de abrirlo",
          "en-gb":
            "Check with the supplier through a phone number or contact I already know before opening it",
          "en-us": "Check with the vendor through a phone number or contact I already know before opening it",
          eu: "Ireki aurretik, hornitzailearekin egiaztatzen dut, lehendik ezagutzen dudan telefono edo kontaktu baten bidez",
          pl: "Przed otwarciem potwierdzam to u dostawcy przez znany mi wcześniej numer telefonu lub kontakt",
          cat: "Ho comprovo amb el proveïdor per un telèfon o contacte que ja conec abans d'obrir-lo",
          "pt-pt": "Confirmo com o fornecedor por um telefone ou contacto que já conheço antes de o abrir",
        },
        {
          "es-es": "Lo abro: el proveedor es conocido",
          "es-mx": "Lo abro: el proveedor es conocido",
          "en-gb": "Open it: the supplier is known",
          "en-us": "Open it: the vendor is known",
          eu: "Ireki egiten dut: hornitzailea ezaguna da",
          pl: "Otwieram: to znany dostawca",
          cat: "L'obro: el proveïdor és conegut",
          "pt-pt": "Abro-o: o fornecedor é conhecido",
        },
        {
          "es-es": "Lo abro en mi ordenador personal, por si acaso",
          "es-mx": "Lo abro en mi computadora personal, por si acaso",
          "en-gb": "Open it on my personal computer, to be safe",
          "en-us": "Open it on my personal computer, to be safe",
          eu: "Nire ordenagailu pertsonalean irekitzen dut, badaezpada",
          pl: "Otwieram go na prywatnym komputerze, na wszelki wypadek",
          cat: "L'obro al meu ordinador personal, per si de cas",
          "pt-pt": "Abro-o no meu computador pessoal, pelo sim, pelo não",
        },
      ],
      correct: 1,
      explanation: {
        "es-es":
          "Los atacantes suelen usar el nombre de proveedores reales o cuentas robadas. Un adjunto inesperado merece una comprobación por otro canal conocido.",
        "es-mx":
          "Los atacantes suelen usar el nombre de proveedores reales o cuentas robadas. Un adjunto inesperado merece una verificación por otro canal conocido.",
        "en-gb":
          "Attackers often use real suppliers' names or hijacked accounts. An unexpected attachment deserves a check through a separate, known channel.",
        "en-us":
          "Attackers often use real vendors' names or hijacked accounts. An unexpected attachment deserves a check through a separate, known channel.",
        eu: "Erasotzaileek benetako hornitzaileen izenak edo lapurtutako kontuak erabili ohi dituzte. Ustekabeko eranskin bat beste kanal ezagun baten bidez egiaztatu behar da.",
        pl: "Atakujący często podszywają się pod prawdziwych dostawców lub używają przejętych kont. Nieoczekiwany załącznik warto sprawdzić innym, znanym kanałem.",
        cat: "Els atacants solen fer servir el nom de proveïdors reals o comptes robats. Un adjunt inesperat mereix una comprovació per un altre canal conegut.",
        "pt-pt":
          "Os atacantes usam muitas vezes nomes de fornecedores reais ou contas roubadas. Um anexo inesperado merece uma confirmação por outro canal conhecido.",
      },
    },
    {
      text: {
        "es-es":
          "Encuentras en el aparcamiento una memoria USB con una etiqueta que dice «Nóminas 2026». ¿Qué haces?",
        "es-mx":
          "Encuentra en el estacionamiento una memoria USB con una etiqueta que dice «Nómina 2026». ¿Qué hace?",
        "en-gb": "You find a USB stick in the car park with a label saying 'Salaries 2026'. What do you do?",
        "en-us":
          'You find a USB flash drive in the parking lot with a label saying "Salaries 2026". What do you do?',
        eu: "Aparkalekuan USB memoria bat aurkitzen duzu, «Nominak 2026» dioen etiketa batekin. Zer egiten duzu?",
        pl: "Na parkingu znajdujesz pendrive z etykietą „Wynagrodzenia 2026”. Co robisz?",
        cat: "Trobes a l'aparcament una memòria USB amb una etiqueta que diu «Nòmines 2026». Què fas?",
        "pt-pt":
          "Encontra no parque de estacionamento uma pen USB com uma etiqueta que diz «Salários 2026». O que faz?",
      },
      options: [
        {
          "es-es": "La conecto para saber de quién es",
          "es-mx": "La conecto para saber de quién es",
          "en-gb": "Plug it in to find out whose it is",
          "en-us": "Plug it in to find out whose it is",
          eu: "Konektatu egiten dut, norena den jakiteko",
          pl: "Podłączam go, żeby sprawdzić, czyj jest",
          cat: "La connecto per saber de qui és",
          "pt-pt": "Ligo-a para saber de quem é",
        },
        {
          "es-es": "La conecto a un ordenador que no esté conectado a la red",
          "es-mx": "La conecto a una computadora que no esté conectada a la red",
          "en-gb": "Plug it into a computer that is not connected to the network",
          "en-us": "Plug it into a computer that isn't connected to the network",
          eu: "Sarera konektatuta ez dagoen ordenagailu batean konektatzen dut",
          pl: "Podłączam go do komputera, który nie jest podłączony do sieci",
          cat: "La connecto a un ordinador que no estigui connectat a la xarxa",
          "pt-pt": "Ligo-a a um computador que não esteja ligado à rede",
        },
        {
          "es-es": "No la conecto y se la entrego a Informática o a Seguridad",
          "es-mx": "No la conecto y se la entrego a Sistemas o a Seguridad",
          "en-gb": "Don't plug it in; hand it in to IT or security",
          "en-us": "Don't plug it in; hand it in to IT or security",
          eu: "Ez dut konektatzen, eta Informatika Sailari edo Segurtasunari ematen diot",
          pl: "Nie podłączam go i oddaję do działu IT lub ochrony",
          cat: "No la connecto i la lliuro a Informàtica o a Seguretat",
          "pt-pt": "Não a ligo e entrego-a à Informática ou à Segurança",
        },
      ],
      correct: 3,
      explanation: {
        "es-es":
          "Dejar memorias USB «olvidadas» es un truco conocido: al conectarlas se puede instalar malware sin que te des cuenta. Deja que se encargue Informática.",
        "es-mx":
          "Dejar memorias USB «olvidadas» es un truco conocido: al conectarlas se puede instalar malware sin que usted se dé cuenta. Deje que se encargue Sistemas.",
        "en-gb":
          "Leaving USB sticks lying around is a known trick: plugging one in can install malware without you noticing. Let IT deal with it.",
        "en-us":
          "Leaving flash drives lying around is a known trick: plugging one in can install malware without you noticing. Let IT deal with it.",
        eu: "USB memoriak «ahaztuta» uztea trikimailu ezaguna da: konektatzean, malwarea instala daiteke zu konturatu gabe. Utzi Informatika Sailari horretaz arduratzen.",
        pl: "Podrzucanie pendrive'ów to znany trik: po podłączeniu może się niezauważenie zainstalować złośliwe oprogramowanie. Zostaw to działowi IT.",
        cat: "Deixar memòries USB «oblidades» és un truc conegut: en connectar-les es pot instal·lar programari maliciós sense que te n'adonis. Deixa que se n'encarregui Informàtica.",
        "pt-pt":
          "Deixar pens USB «esquecidas» é um truque conhecido: ao ligá-las pode instalar-se malware sem que dê por isso. Deixe a Informática tratar do assunto.",
      },
    },
    {
      text: {
        "es-es":
          "Tu ordenador te pide instalar actualizaciones de seguridad y reiniciar. ¿Qué es lo adecuado?",
        "es-mx":
          "Su computadora le pide instalar actualizaciones de seguridad y reiniciar. ¿Qué es lo adecuado?",
        "en-gb": "Your computer asks to install security updates and restart. What is the right approach?",
        "en-us": "Your computer asks to install security updates and restart. What is the right approach?",
        eu: "Ordenagailuak segurtasun-eguneratzeak instalatzeko eta berrabiarazteko eskatzen dizu. Zer da egokiena?",
        pl: "Komputer prosi o zainstalowanie aktualizacji zabezpieczeń i ponowne uruchomienie. Jakie podejście jest właściwe?",
        cat: "L'ordinador et demana que instal·lis actualitzacions de seguretat i que el reiniciïs. Què és el més adequat?",
        "pt-pt":
          "O seu computador pede para instalar atualizações de segurança e reiniciar. Qual é a atitude certa?",
      },
      options: [
        {
          "es-es": "Aplazarlas todo lo posible, porque me hacen perder tiempo",
          "es-mx": "Posponerlas lo más posible, porque me hacen perder tiempo",
          "en-gb": "Put them off as long as possible: they slow me down",
          "en-us": "Put them off as long as possible: they slow me down",
          eu: "Ahalik eta gehien atzeratzea, denbora galarazten didatelako",
          pl: "Odkładać je jak najdłużej, bo spowalniają pracę",
          cat: "Ajornar-les tant com pugui, perquè em fan perdre temps",
          "pt-pt": "Adiá-las o mais possível, porque me fazem perder tempo",
        },
        {
          "es-es": "Instalarlas en cuanto pueda, por ejemplo en la próxima pausa",
          "es-mx": "Instalarlas en cuanto pueda, por ejemplo en el próximo descanso",
          "en-gb": "Install them as soon as practical, for example at my next break",
          "en-us": "Install them as soon as practical, for example on my next break",
          eu: "Ahal bezain laster instalatzea, adibidez hurrengo atsedenaldian",
          pl: "Zainstalować je najszybciej, jak się da, np. w najbliższej przerwie",
          cat: "Instal·lar-les tan aviat com pugui, per exemple a la pròxima pausa",
          "pt-pt": "Instalá-las assim que puder, por exemplo na próxima pausa",
        },
        {
          "es-es": "Instalarlas solo si algo deja de funcionar",
          "es-mx": "Instalarlas solo si algo deja de funcionar",
          "en-gb": "Install them only if something stops working",
          "en-us": "Install them only if something stops working",
          eu: "Zerbaitek funtzionatzeari uzten badio soilik instalatzea",
          pl: "Instalować je tylko wtedy, gdy coś przestanie działać",
          cat: "Instal·lar-les només si alguna cosa deixa de funcionar",
          "pt-pt": "Instalá-las só se alguma coisa deixar de funcionar",
        },
      ],
      correct: 2,
      explanation: {
        "es-es":
          "Las actualizaciones cierran agujeros de seguridad que los atacantes aprovechan activamente. Retrasarlas deja la puerta abierta.",
        "es-mx":
          "Las actualizaciones cierran huecos de seguridad que los atacantes aprovechan activamente. Retrasarlas deja la puerta abierta.",
        "en-gb":
          "Updates close security holes that attackers actively exploit. Delaying them leaves the door open.",
        "en-us":
          "Updates close security holes that attackers actively exploit. Delaying them leaves the door open.",
        eu: "Eguneratzeek erasotzaileek aktiboki baliatzen dituzten segurtasun-zuloak ixten dituzte. Atzeratzeak atea irekita uzten du.",
        pl: "Aktualizacje łatają luki, które atakujący aktywnie wykorzystują. Odkładanie ich zostawia otwarte drzwi.",
        cat: "Les actualitzacions tanquen forats de seguretat que els atacants aprofiten activament. Endarrerir-les deixa la porta oberta.",
        "pt-pt":
          "As atualizações fecham falhas de segurança que os atacantes exploram ativamente. Adiá-las deixa a porta aberta.",
      },
    },
    {
      text: {
        "es-es":
          "Mientras trabajas, aparecen mensajes extraños en pantalla y tus archivos empiezan a tener extensiones raras. ¿Qué haces primero?",
        "es-mx":
          "Mientras trabaja, aparecen mensajes extraños en la pantalla y sus archivos empiezan a tener extensiones raras. ¿Qué hace primero?",
        "en-gb":
          "While you are working, strange messages appear on screen and your files start to get odd extensions. What do you do first?",
        "en-us":
          "While you're working, strange messages appear on the screen and your files start to get odd extensions. What do you do first?",
        eu: "Lanean ari zarela, mezu arraroak agertzen dira pantailan eta zure fitxategiek luzapen bitxiak izaten hasten dira. Zer egiten duzu lehenik?",
        pl: "W trakcie pracy na ekranie pojawiają się dziwne komunikaty, a pliki zaczynają mieć dziwne rozszerzenia. Co robisz najpierw?",
        cat: "Mentre treballes, apareixen missatges estranys a la pantalla i els teus fitxers comencen a tenir extensions rares. Què fas primer?",
        "pt-pt":
          "Enquanto trabalha, aparecem mensagens estranhas no ecrã e os seus ficheiros começam a ter extensões esquisitas. O que faz primeiro?",
      },
      options: [
        {
          "es-es": "Sigo trabajando a ver si se pasa",
          "es-mx": "Sigo trabajando a ver si se quita",
          "en-gb": "Keep working and see if it stops",
          "en-us": "Keep working and see if it stops",
          eu: "Lanean jarraitzen dut, ea gelditzen den",
          pl: "Pracuję dalej i czekam, czy samo przejdzie",
          cat: "Continuo treballant a veure si s'atura",
          "pt-pt": "Continuo a trabalhar para ver se passa",
        },
        {
          "es-es": "Reinicio el ordenador varias veces",
          "es-mx": "Reinicio la computadora varias veces",
          "en-gb": "Restart the computer several times",
          "en-us": "Restart the computer several times",
          eu: "Ordenagailua hainbat aldiz berrabiarazten dut",
          pl: "Kilka razy uruchamiam komputer ponownie",
          cat: "Reinicio l'ordinador diverses vegades",
          "pt-pt": "Reinicio o computador várias vezes",
        },
        {
          "es-es": "Intento borrar yo mismo los archivos sospechosos",
          "es-mx": "Intento borrar yo mismo los archivos sospechosos",
          "en-gb": "Try to delete the suspicious files myself",
          "en-us": "Try to delete the suspicious files myself",
          eu: "Fitxategi susmagarriak neuk ezabatzen saiatzen naiz",
          pl: "Próbuję samodzielnie usunąć podejrzane pliki",
          cat: "Intento esborrar jo mateix els fitxers sospitosos",
          "pt-pt": "Tento apagar eu próprio os ficheiros suspeitos",
        },
        {
          "es-es":
            "Desconecto el equipo de la red (cable y wifi) y aviso de inmediato a Informática o a Seguridad",
          "es-mx":
            "Desconecto el equipo de la red (cable y wifi) y aviso de inmediato a Sistemas o a Seguridad",
          "en-gb": "Disconnect from the network (cable and Wi-Fi) and tell IT or security straight away",
          "en-us": "Disconnect from the network (cable and Wi-Fi) and tell IT or security right away",
          eu: "Ekipoa saretik deskonektatzen dut (kablea eta wifia) eta berehala abisatzen diot Informatika Sailari edo Segurtasunari",
          pl: "Odłączam komputer od sieci (kabel i Wi-Fi) i natychmiast zawiadamiam dział IT lub bezpieczeństwa",
          cat: "Desconnecto l'equip de la xarxa (cable i wifi) i aviso de seguida Informàtica o Seguretat",
          "pt-pt":
            "Desligo o equipamento da rede (cabo e Wi-Fi) e aviso de imediato a Informática ou a Segurança",
        },
      ],
      correct: 4,
      explanation: {
        "es-es":
          "Aislar el equipo impide que la infección llegue a las carpetas compartidas. Avisar rápido permite actuar antes de que el daño sea mayor.",
        "es-mx":
          "Aislar el equipo impide que la infección llegue a las carpetas compartidas. Avisar rápido permite actuar antes de que el daño sea mayor.",
        "en-gb":
          "Isolating the device stops the infection spreading to shared folders. Reporting quickly lets the team act before the damage grows.",
        "en-us":
          "Isolating the device keeps the infection from spreading to shared folders. Reporting quickly lets the team act before the damage grows.",
        eu: "Ekipoa isolatzeak infekzioa karpeta partekatuetara heltzea eragozten du. Azkar abisatzeak kaltea handitu baino lehen jarduteko aukera ematen du.",
        pl: "Odizolowanie komputera nie pozwala infekcji dotrzeć do folderów współdzielonych. Szybkie zgłoszenie pozwala zareagować, zanim szkody urosną.",
        cat: "Aïllar l'equip impedeix que la infecció arribi a les carpetes compartides. Avisar ràpidament permet actuar abans que el dany sigui més gran.",
        "pt-pt":
          "Isolar o equipamento impede que a infeção chegue às pastas partilhadas. Avisar depressa permite agir antes que os danos aumentem.",
      },
    },
    {
      text: {
        "es-es": "¿De dónde debes instalar programas para el trabajo?",
        "es-mx": "¿De dónde debe instalar programas para el trabajo?",
        "en-gb": "Where should you install software for work from?",
        "en-us": "Where should you install software for work from?",
        eu: "Nondik instalatu behar dituzu lanerako programak?",
        pl: "Skąd należy instalować oprogramowanie do pracy?",
        cat: "D'on has d'instal·lar programes per a la feina?",
        "pt-pt": "De onde deve instalar programas para o trabalho?",
      },
      options: [
        {
          "es-es": "De cualquier web que ofrezca una descarga gratuita",
          "es-mx": "De cualquier sitio web que ofrezca una descarga gratuita",
          "en-gb": "Any website offering a free download",
          "en-us": "Any website offering a free download",
          eu: "Doako deskarga eskaintzen duen edozein webgunetatik",
          pl: "Z dowolnej strony oferującej darmowe pobieranie",
          cat: "De qualsevol web que ofereixi una descàrrega gratuïta",
          "pt-pt": "De qualquer site que ofereça uma transferência gratuita",
        },
        {
          "es-es": "De cualquier sitio, si el antivirus no se queja",
          "es-mx": "De cualquier lugar, si el antivirus no marca nada",
          "en-gb": "Anywhere, as long as the antivirus doesn't complain",
          "en-us": "Anywhere, as long as the antivirus doesn't complain",
          eu: "Edonondik, antibirusak ezer esaten ez badu",
          pl: "Skądkolwiek, byle antywirus nie protestował",
          cat: "De qualsevol lloc, si l'antivirus no es queixa",
          "pt-pt": "De qualquer lado, desde que o antivírus não se queixe",
        },
        {
          "es-es": "Solo del catálogo de software de la empresa o de fuentes aprobadas por Informática",
          "es-mx": "Solo del catálogo de software de la empresa o de fuentes aprobadas por Sistemas",
          "en-gb": "Only the company's software catalogue or sources approved by IT",
          "en-us": "Only the company's software catalog or sources approved by IT",
          eu: "Enpresaren software-katalogotik edo Informatika Sailak onartutako iturrietatik soilik",
          pl: "Tylko z firmowego katalogu oprogramowania lub źródeł zatwierdzonych przez dział IT",
          cat: "Només del catàleg de programari de l'empresa o de fonts aprovades per Informàtica",
          "pt-pt": "Só do catálogo de software da empresa ou de fontes aprovadas pela Informática",
        },
      ],
      correct: 3,
      explanation: {
        "es-es":
          "Las descargas gratuitas de webs desconocidas a menudo incluyen malware. Las fuentes aprobadas están revisadas y se mantienen actualizadas.",
        "es-mx":
          "Las descargas gratuitas de sitios desconocidos a menudo incluyen malware. Las fuentes aprobadas están revisadas y se mantienen actualizadas.",
        "en-gb":
          "Free downloads from unknown sites often come bundled with malware. Approved sources have been checked and are kept up to date.",
        "en-us":
          "Free downloads from unknown sites often come bundled with malware. Approved sources have been checked and are kept up to date.",
        eu: "Webgune ezezagunetako doako deskargek malwarea ekarri ohi dute. Onartutako iturriak berrikusita daude eta eguneratuta mantentzen dira.",
        pl: "Darmowe pliki z nieznanych stron często zawierają złośliwe oprogramowanie. Zatwierdzone źródła są sprawdzone i aktualizowane.",
        cat: "Les descàrregues gratuïtes de webs desconeguts sovint inclouen programari maliciós. Les fonts aprovades estan revisades i es mantenen actualitzades.",
        "pt-pt":
          "As transferências gratuitas de sites desconhecidos trazem muitas vezes malware. As fontes aprovadas foram verificadas e são mantidas atualizadas.",
      },
    },
  ],
};

const PASSWORD_MANAGEMENT: Section = {
  intro: {
    "es-es": "Hablemos de contraseñas y del acceso a las cuentas.",
    "es-mx": "Hablemos de contraseñas y del acceso a las cuentas.",
    "en-gb": "Let's talk about passwords and access to accounts.",
    "en-us": "Let's talk about passwords and access to accounts.",
    eu: "Hitz egin dezagun pasahitzei eta kontuetarako sarbideari buruz.",
    pl: "Porozmawiajmy o hasłach i dostępie do kont.",
    cat: "Parlem de contrasenyes i de l'accés als comptes.",
    "pt-pt": "Vamos falar de palavras-passe e do acesso às contas.",
  },
  items: [
    {
      text: {
        "es-es": "¿Cuál de estas contraseñas es la más robusta?",
        "es-mx": "¿Cuál de estas contraseñas es la más segura?",
        "en-gb": "Which of these passwords is the strongest?",
        "en-us": "Which of these passwords is the strongest?",
        eu: "Pasahitz hauetatik zein da sendoena?",
        pl: "Które z tych haseł jest najsilniejsze?",
        cat: "Quina d'aquestes contrasenyes és la més robusta?",
        "pt-pt": "Qual destas palavras-passe é a mais forte?",
      },
      options: [
        {
          "es-es": "Empresa2026!",
          "es-mx": "Empresa2026!",
          "en-gb": "Company2026!",
          "en-us": "Company2026!",
          eu: "Enpresa2026!",
          pl: "Firma2026!",
          cat: "Empresa2026!",
          "pt-pt": "Empresa2026!",
        },
        {
          "es-es": "C0ntr@seña",
          "es-mx": "C0ntr@seña",
          "en-gb": "P@ssw0rd",
          "en-us": "P@ssw0rd",
          eu: "P@s@hitz@",
          pl: "H@sł0123",
          cat: "C0ntr@senya",
          "pt-pt": "P@l@vr@P@ss3",
        },
        {
          "es-es": "Una frase larga de varias palabras al azar, como «lámpara río cactus violín»",
          "es-mx": "Una frase larga de varias palabras al azar, como «lámpara río cactus violín»",
          "en-gb": "A long passphrase of several random words, such as 'lamp river cactus violin'",
          "en-us": 'A long passphrase of several random words, such as "lamp river cactus violin"',
          eu: "Ausaz aukeratutako hainbat hitzez osatutako esaldi luze bat, adibidez «lanpara ibaia kaktusa biolina»",
          pl: "Długie hasło z kilku przypadkowych słów, np. „lampa rzeka kaktus skrzypce”",
          cat: "Una frase llarga de diverses paraules a l'atzar, com ara «làmpada riu cactus violí»",
          "pt-pt": "Uma frase longa de várias palavras ao acaso, como «candeeiro rio cato violino»",
        },
      ],
      correct: 3,
      explanation: {
        "es-es":
          "Lo que más cuenta es la longitud: una frase de palabras sin relación es larga, difícil de adivinar y fácil de recordar. Las palabras comunes con símbolos cambiados se adivinan en segundos.",
        "es-mx":
          "Lo que más cuenta es la longitud: una frase de palabras sin relación es larga, difícil de adivinar y fácil de recordar. Las palabras comunes con símbolos cambiados se adivinan en segundos.",
        "en-gb":
          "Length matters most: a phrase of unrelated words is long, hard to guess and easy to remember. Common words with swapped symbols are guessed in seconds.",
        "en-us":
          "Length matters most: a phrase of unrelated words is long, hard to guess and easy to remember. Common words with swapped symbols are guessed in seconds.",
        eu: "Luzera da garrantzitsuena: elkarren artean zerikusirik ez duten hitzez osatutako esaldia luzea da, asmatzen zaila eta gogoratzen erraza. Ikurrak aldatuta dituzten hitz arruntak segundotan asmatzen dira.",
        pl: "Najważniejsza jest długość: ciąg niezwiązanych słów jest długi, trudny do odgadnięcia i łatwy do zapamiętania. Popularne słowa z podmienionymi znakami łamie się w kilka sekund.",
        cat: "El que més compta és la longitud: una frase de paraules sense relació és llarga, difícil d'endevinar i fàcil de recordar. Les paraules comunes amb símbols canviats s'endevinen en segons.",
        "pt-pt":
          "O que mais conta é o comprimento: uma frase de palavras sem relação é longa, difícil de adivinhar e fácil de lembrar. Palavras comuns com símbolos trocados adivinham-se em segundos.",
      },
    },
    {
      text: {
        "es-es": "¿Está bien usar la misma contraseña para cuentas del trabajo y personales?",
        "es-mx": "¿Está bien usar la misma contraseña para cuentas del trabajo y personales?",
        "en-gb": "Is it all right to use the same password for work and personal accounts?",
        "en-us": "Is it OK to use the same password for work and personal accounts?",
        eu: "Ondo al dago pasahitz bera erabiltzea laneko kontuetarako eta kontu pertsonaletarako?",
        pl: "Czy można używać tego samego hasła do kont służbowych i prywatnych?",
        cat: "Està bé fer servir la mateixa contrasenya per a comptes de la feina i personals?",
        "pt-pt": "É aceitável usar a mesma palavra-passe em contas de trabalho e pessoais?",
      },
      options: [
        {
          "es-es":
            "No: cada cuenta debe tener su propia contraseña, para que la filtración de una no abra las demás",
          "es-mx":
            "No: cada cuenta debe tener su propia contraseña, para que la filtración de una no abra las demás",
          "en-gb": "No: each account should have its own password, so a leak of one does not open the others",
          "en-us": "No: each account should have its own password, so a leak of one doesn't open the others",
          eu: "Ez: kontu bakoitzak bere pasahitza izan behar du, bat filtratzeak besteak ireki ez ditzan",
          pl: "Nie: każde konto powinno mieć własne hasło, żeby wyciek jednego nie otwierał pozostałych",
          cat: "No: cada compte ha de tenir la seva contrasenya, perquè la filtració d'una no obri les altres",
          "pt-pt": "Não: cada conta deve ter a sua palavra-passe, para que a fuga de uma não abra as outras",
        },
        {
          "es-es": "Sí, si la contraseña es larga",
          "es-mx": "Sí, si la contraseña es larga",
          "en-gb": "Yes, if the password is long",
          "en-us": "Yes, if the password is long",
          eu: "Bai, pasahitza luzea bada",
          pl: "Tak, jeśli hasło jest długie",
          cat: "Sí, si la contrasenya és llarga",
          "pt-pt": "Sim, se a palavra-passe for longa",
        },
        {
          "es-es": "Sí, para las cuentas que no son importantes",
          "es-mx": "Sí, para las cuentas que no son importantes",
          "en-gb": "Yes, for accounts that don't matter much",
          "en-us": "Yes, for accounts that don't matter much",
          eu: "Bai, garrantzirik ez duten kontuetarako",
          pl: "Tak, w przypadku mniej ważnych kont",
          cat: "Sí, per als comptes que no són importants",
          "pt-pt": "Sim, nas contas que não são importantes",
        },
      ],
      correct: 1,
      explanation: {
        "es-es":
          "Cuando una web sufre una filtración, los atacantes prueban esas contraseñas en otros servicios. Las contraseñas únicas cortan esa cadena.",
        "es-mx":
          "Cuando un sitio web sufre una filtración, los atacantes prueban esas contraseñas en otros servicios. Las contraseñas únicas cortan esa cadena.",
        "en-gb":
          "When a website is breached, attackers try the leaked passwords on other services. Unique passwords break that chain.",
        "en-us":
          "When a website is breached, attackers try the leaked passwords on other services. Unique passwords break that chain.",
        eu: "Webgune batean filtrazio bat gertatzen denean, erasotzaileek pasahitz horiek beste zerbitzu batzuetan probatzen dituzte. Kontu bakoitzeko pasahitz desberdinek kate hori eteten dute.",
        pl: "Po wycieku z jakiejś strony atakujący sprawdzają wykradzione hasła w innych serwisach. Unikalne hasła przerywają ten łańcuch.",
        cat: "Quan un web pateix una filtració, els atacants proven aquelles contrasenyes en altres serveis. Les contrasenyes úniques tallen aquesta cadena.",
        "pt-pt":
          "Quando um site sofre uma fuga de dados, os atacantes experimentam essas palavras-passe noutros serviços. Palavras-passe únicas cortam essa cadeia.",
      },
    },
    {
      text: {
        "es-es": "¿Qué aporta la autenticación multifactor (MFA)?",
        "es-mx": "¿Qué aporta la autenticación multifactor (MFA)?",
        "en-gb": "What does multi-factor authentication (MFA) add?",
        "en-us": "What does multi-factor authentication (MFA) add?",
        eu: "Zer eskaintzen du faktore anitzeko autentifikazioak (MFA)?",
        pl: "Co daje uwierzytelnianie wieloskładnikowe (MFA)?",
        cat: "Què aporta l'autenticació multifactor (MFA)?",
        "pt-pt": "O que acrescenta a autenticação multifator (MFA)?",
      },
      options: [
        {
          "es-es": "Una contraseña más larga",
          "es-mx": "Una contraseña más larga",
          "en-gb": "A longer password",
          "en-us": "A longer password",
          eu: "Pasahitz luzeago bat",
          pl: "Dłuższe hasło",
          cat: "Una contrasenya més llarga",
          "pt-pt": "Uma palavra-passe mais longa",
        },
        {
          "es-es":
            "Una segunda prueba de identidad, como un código en el móvil o una llave de seguridad, además de la contraseña",
          "es-mx":
            "Una segunda prueba de identidad, como un código en el celular o una llave de seguridad, además de la contraseña",
          "en-gb":
            "A second proof of identity, such as a code on your phone or a security key, besides the password",
          "en-us":
            "A second proof of identity, such as a code on your phone or a security key, besides the password",
          eu: "Nortasunaren bigarren froga bat pasahitzaz gain, hala nola mugikorreko kode bat edo segurtasun-gako bat",
          pl: "Drugi dowód tożsamości oprócz hasła, np. kod w telefonie lub klucz bezpieczeństwa",
          cat: "Una segona prova d'identitat, com ara un codi al mòbil o una clau de seguretat, a més de la contrasenya",
          "pt-pt":
            "Uma segunda prova de identidade, como um código no telemóvel ou uma chave de segurança, além da palavra-passe",
        },
        {
          "es-es": "El cambio automático de contraseña cada semana",
          "es-mx": "El cambio automático de contraseña cada semana",
          "en-gb": "An automatic password change every week",
          "en-us": "An automatic password change every week",
          eu: "Pasahitza astero automatikoki aldatzea",
          pl: "Automatyczną zmianę hasła co tydzień",
          cat: "El canvi automàtic de contrasenya cada setmana",
          "pt-pt": "A mudança automática da palavra-passe todas as semanas",
        },
      ],
      correct: 2,
      explanation: {
        "es-es": "Con MFA, una contraseña robada no basta por sí sola para entrar en tu cuenta.",
        "es-mx": "Con MFA, una contraseña robada no basta por sí sola para entrar a su cuenta.",
        "en-gb": "With MFA, a stolen password on its own is not enough to get into your account.",
        "en-us": "With MFA, a stolen password on its own isn't enough to get into your account.",
        eu: "MFArekin, lapurtutako pasahitz bat ez da nahikoa zure kontuan sartzeko.",
        pl: "Przy MFA samo wykradzione hasło nie wystarczy, żeby dostać się na Twoje konto.",
        cat: "Amb MFA, una contrasenya robada no és suficient per si sola per entrar al teu compte.",
        "pt-pt": "Com MFA, uma palavra-passe roubada não chega, por si só, para entrar na sua conta.",
      },
    },
    {
      text: {
        "es-es": "Te llega al móvil una solicitud de aprobación de MFA que no has iniciado tú. ¿Qué haces?",
        "es-mx": "Le llega al celular una solicitud de aprobación de MFA que usted no inició. ¿Qué hace?",
        "en-gb": "You get an MFA approval request on your phone that you did not start. What do you do?",
        "en-us": "You get an MFA approval request on your phone that you didn't start. What do you do?",
        eu: "Zuk hasi ez duzun MFA onarpen-eskaera bat iristen zaizu mugikorrera. Zer egiten duzu?",
        pl: "Na telefon przychodzi prośba MFA o zatwierdzenie logowania, choć wcale się nie logujesz. Co robisz?",
        cat: "T'arriba al mòbil una sol·licitud d'aprovació de MFA que no has iniciat tu. Què fas?",
        "pt-pt": "Recebe no telemóvel um pedido de aprovação de MFA que não iniciou. O que faz?",
      },
      options: [
        {
          "es-es": "La apruebo para que deje de sonar",
          "es-mx": "La apruebo para que deje de sonar",
          "en-gb": "Approve it so it stops",
          "en-us": "Approve it so it stops",
          eu: "Onartu egiten dut, jotzeari utz diezaion",
          pl: "Zatwierdzam, żeby przestało się pojawiać",
          cat: "L'aprovo perquè deixi de sonar",
          "pt-pt": "Aprovo para deixar de tocar",
        },
        {
          "es-es": "La ignoro y sigo con lo mío",
          "es-mx": "La ignoro y sigo con lo mío",
          "en-gb": "Ignore it and carry on",
          "en-us": "Ignore it and keep going",
          eu: "Ez diot jaramonik egiten eta nirean jarraitzen dut",
          pl: "Ignoruję ją i robię swoje",
          cat: "La ignoro i continuo amb el que feia",
          "pt-pt": "Ignoro e continuo com o que estava a fazer",
        },
        {
          "es-es": "La apruebo si solo pasa una vez",
          "es-mx": "La apruebo si solo pasa una vez",
          "en-gb": "Approve it if it only happens once",
          "en-us": "Approve it if it only happens once",
          eu: "Behin bakarrik gertatzen bada, onartu egiten dut",
          pl: "Zatwierdzam, jeśli zdarzyło się to tylko raz",
          cat: "L'aprovo si només passa una vegada",
          "pt-pt": "Aprovo se só acontecer uma vez",
        },
        {
          "es-es": "La rechazo, cambio mi contraseña y lo notifico a Informática",
          "es-mx": "La rechazo, cambio mi contraseña y lo reporto a Sistemas",
          "en-gb": "Reject it, change my password and report it to IT",
          "en-us": "Reject it, change my password and report it to IT",
          eu: "Baztertu egiten dut, pasahitza aldatzen dut eta Informatika Sailari jakinarazten diot",
          pl: "Odrzucam ją, zmieniam hasło i zgłaszam to do działu IT",
          cat: "La rebutjo, canvio la contrasenya i ho notifico a Informàtica",
          "pt-pt": "Rejeito, mudo a minha palavra-passe e comunico à Informática",
        },
      ],
      correct: 4,
      explanation: {
        "es-es":
          "Una solicitud inesperada indica que probablemente alguien tiene tu contraseña. Rechazarla y cambiar la contraseña cierra la puerta.",
        "es-mx":
          "Una solicitud inesperada indica que probablemente alguien tiene su contraseña. Rechazarla y cambiar la contraseña cierra la puerta.",
        "en-gb":
          "An unexpected request means someone probably has your password. Rejecting it and changing the password closes the door.",
        "en-us":
          "An unexpected request means someone probably has your password. Rejecting it and changing the password closes the door.",
        eu: "Ustekabeko eskaera batek esan nahi du, ziurrenik, norbaitek zure pasahitza duela. Baztertzeak eta pasahitza aldatzeak atea ixten dute.",
        pl: "Nieoczekiwana prośba oznacza, że ktoś prawdopodobnie zna Twoje hasło. Odrzucenie jej i zmiana hasła zamykają mu drogę.",
        cat: "Una sol·licitud inesperada indica que probablement algú té la teva contrasenya. Rebutjar-la i canviar la contrasenya tanca la porta.",
        "pt-pt":
          "Um pedido inesperado significa que provavelmente alguém tem a sua palavra-passe. Rejeitá-lo e mudar a palavra-passe fecha a porta.",
      },
    },
    {
      text: {
        "es-es":
          "Tu responsable está de vacaciones y te pide por teléfono que entres en su cuenta para enviar un informe. ¿Qué haces?",
        "es-mx":
          "Su jefe está de vacaciones y le pide por teléfono que entre a la cuenta de él para mandar un reporte. ¿Qué hace?",
        "en-gb":
          "Your manager is on holiday and asks you by phone to sign in to their account to send a report. What do you do?",
        "en-us":
          "Your manager is on vacation and asks you by phone to sign in to their account to send a report. What do you do?",
        eu: "Zure arduraduna oporretan dago, eta telefonoz eskatzen dizu haren kontuan sartzeko txosten bat bidaltzeko. Zer egiten duzu?",
        pl: "Twój przełożony jest na urlopie i prosi Cię telefonicznie o zalogowanie się na jego konto i wysłanie raportu. Co robisz?",
        cat: "El teu responsable és de vacances i et demana per telèfon que entris al seu compte per enviar un informe. Què fas?",
        "pt-pt":
          "O seu responsável está de férias e pede-lhe por telefone que entre na conta dele para enviar um relatório. O que faz?",
      },
      options: [
        {
          "es-es":
            "Le explico que las credenciales no se comparten y buscamos otra forma, como un acceso delegado",
          "es-mx":
            "Le explico que las credenciales no se comparten y buscamos otra forma, como un acceso delegado",
          "en-gb":
            "Explain that credentials must not be shared and look for another way, such as delegated access",
          "en-us":
            "Explain that credentials must not be shared and look for another way, such as delegated access",
          eu: "Kredentzialak ez direla partekatzen azaltzen diot, eta beste modu bat bilatzen dugu, adibidez sarbide eskuordetua",
          pl: "Wyjaśniam, że danych logowania się nie udostępnia, i szukamy innego sposobu, np. dostępu delegowanego",
          cat: "Li explico que les credencials no es comparteixen i busquem una altra manera, com ara un accés delegat",
          "pt-pt":
            "Explico que as credenciais não se partilham e procuramos outra forma, como um acesso delegado",
        },
        {
          "es-es": "Le pido que me mande la contraseña por SMS",
          "es-mx": "Le pido que me mande la contraseña por SMS",
          "en-gb": "Ask them to text me the password",
          "en-us": "Ask them to text me the password",
          eu: "Pasahitza SMS bidez bidaltzeko eskatzen diot",
          pl: "Proszę, żeby przysłał mi hasło SMS-em",
          cat: "Li demano que m'enviï la contrasenya per SMS",
          "pt-pt": "Peço que me envie a palavra-passe por SMS",
        },
        {
          "es-es": "Entro y lo envío: es solo una vez",
          "es-mx": "Entro y lo mando: es solo una vez",
          "en-gb": "Sign in and send it: it's only this once",
          "en-us": "Sign in and send it: it's just this once",
          eu: "Sartu eta bidali egiten dut: behin bakarrik da",
          pl: "Loguję się i wysyłam: to tylko ten jeden raz",
          cat: "Hi entro i l'envio: és només una vegada",
          "pt-pt": "Entro e envio: é só desta vez",
        },
      ],
      correct: 1,
      explanation: {
        "es-es":
          "Cada cuenta pertenece a una sola persona; compartir credenciales rompe la trazabilidad. Los sistemas tienen formas correctas de delegar el acceso.",
        "es-mx":
          "Cada cuenta pertenece a una sola persona; compartir credenciales rompe la trazabilidad. Los sistemas tienen formas correctas de delegar el acceso.",
        "en-gb":
          "Each account belongs to one person; sharing credentials breaks accountability. Systems have proper ways to delegate access.",
        "en-us":
          "Each account belongs to one person; sharing credentials breaks accountability. Systems have proper ways to delegate access.",
        eu: "Kontu bakoitza pertsona bakar batena da; kredentzialak partekatzeak trazabilitatea hausten du. Sistemek sarbidea eskuordetzeko modu egokiak dituzte.",
        pl: "Każde konto należy do jednej osoby; udostępnianie danych logowania uniemożliwia ustalenie, kto co zrobił. Systemy mają właściwe sposoby delegowania dostępu.",
        cat: "Cada compte pertany a una sola persona; compartir credencials trenca la traçabilitat. Els sistemes tenen maneres correctes de delegar l'accés.",
        "pt-pt":
          "Cada conta pertence a uma só pessoa; partilhar credenciais quebra a rastreabilidade. Os sistemas têm formas corretas de delegar o acesso.",
      },
    },
    {
      text: {
        "es-es": "¿Dónde es más seguro guardar muchas contraseñas?",
        "es-mx": "¿Dónde es más seguro guardar muchas contraseñas?",
        "en-gb": "Where is the safest place to keep lots of passwords?",
        "en-us": "Where is the safest place to keep lots of passwords?",
        eu: "Non gorde daitezke pasahitz asko modurik seguruenean?",
        pl: "Gdzie najbezpieczniej przechowywać wiele haseł?",
        cat: "On és més segur desar moltes contrasenyes?",
        "pt-pt": "Onde é mais seguro guardar muitas palavras-passe?",
      },
      options: [
        {
          "es-es": "En una nota pegada al monitor",
          "es-mx": "En una nota pegada al monitor",
          "en-gb": "On a note stuck to the monitor",
          "en-us": "On a sticky note on the monitor",
          eu: "Monitoreari itsatsitako ohar batean",
          pl: "Na karteczce przyklejonej do monitora",
          cat: "En una nota enganxada al monitor",
          "pt-pt": "Num papel colado ao monitor",
        },
        {
          "es-es": "En un gestor de contraseñas aprobado por la empresa",
          "es-mx": "En un administrador de contraseñas aprobado por la empresa",
          "en-gb": "In a password manager approved by the company",
          "en-us": "In a password manager approved by the company",
          eu: "Enpresak onartutako pasahitz-kudeatzaile batean",
          pl: "W menedżerze haseł zatwierdzonym przez firmę",
          cat: "En un gestor de contrasenyes aprovat per l'empresa",
          "pt-pt": "Num gestor de palavras-passe aprovado pela empresa",
        },
        {
          "es-es": "En una hoja de cálculo del escritorio llamada «contraseñas»",
          "es-mx": "En una hoja de cálculo del escritorio llamada «contraseñas»",
          "en-gb": "In a spreadsheet on the desktop called 'passwords'",
          "en-us": 'In a spreadsheet on the desktop called "passwords"',
          eu: "Mahaigaineko «pasahitzak» izeneko kalkulu-orri batean",
          pl: "W arkuszu kalkulacyjnym na pulpicie o nazwie „hasła”",
          cat: "En un full de càlcul de l'escriptori anomenat «contrasenyes»",
          "pt-pt": "Numa folha de cálculo no ambiente de trabalho chamada «palavras-passe»",
        },
      ],
      correct: 2,
      explanation: {
        "es-es":
          "Un gestor de contraseñas las guarda cifradas, crea contraseñas robustas y únicas y solo las rellena en la web correcta.",
        "es-mx":
          "Un administrador de contraseñas las guarda cifradas, crea contraseñas seguras y únicas y solo las llena en el sitio correcto.",
        "en-gb":
          "A password manager stores passwords encrypted, creates strong unique ones and fills them in only on the right website.",
        "en-us":
          "A password manager stores passwords encrypted, creates strong unique ones and fills them in only on the right website.",
        eu: "Pasahitz-kudeatzaile batek zifratuta gordetzen ditu pasahitzak, pasahitz sendo eta desberdinak sortzen ditu, eta webgune zuzenean soilik betetzen ditu.",
        pl: "Menedżer haseł przechowuje je zaszyfrowane, tworzy silne i unikalne hasła i wpisuje je tylko na właściwej stronie.",
        cat: "Un gestor de contrasenyes les desa xifrades, crea contrasenyes robustes i úniques i només les emplena al web correcte.",
        "pt-pt":
          "Um gestor de palavras-passe guarda-as cifradas, cria palavras-passe fortes e únicas e só as preenche no site certo.",
      },
    },
  ],
};

const WORKPLACE: Section = {
  intro: {
    "es-es": "Ahora, la seguridad en el puesto de trabajo, dentro y fuera de la oficina.",
    "es-mx": "Ahora, la seguridad en el lugar de trabajo, dentro y fuera de la oficina.",
    "en-gb": "Now, security at your workplace, in the office and away from it.",
    "en-us": "Now, security at your workplace, in the office and away from it.",
    eu: "Orain, lanpostuko segurtasuna, bulegoan eta bulegotik kanpo.",
    pl: "Teraz bezpieczeństwo w miejscu pracy, w biurze i poza nim.",
    cat: "Ara, la seguretat al lloc de feina, dins i fora de l'oficina.",
    "pt-pt": "Agora, a segurança no local de trabalho, dentro e fora do escritório.",
  },
  items: [
    {
      text: {
        "es-es": "Te levantas del sitio para ir a por un café. ¿Qué haces con el ordenador?",
        "es-mx": "Se levanta de su lugar para ir por un café. ¿Qué hace con la computadora?",
        "en-gb": "You leave your desk to get a coffee. What do you do with your computer?",
        "en-us": "You leave your desk to grab a coffee. What do you do with your computer?",
        eu: "Mahaitik altxatzen zara kafe bat hartzera joateko. Zer egiten duzu ordenagailuarekin?",
        pl: "Odchodzisz od biurka po kawę. Co robisz z komputerem?",
        cat: "T'aixeques del lloc per anar a buscar un cafè. Què fas amb l'ordinador?",
        "pt-pt": "Levanta-se da secretária para ir buscar um café. O que faz ao computador?",
      },
      options: [
        {
          "es-es": "Bloqueo la pantalla (por ejemplo, con la tecla Windows + L)",
          "es-mx": "Bloqueo la pantalla (por ejemplo, con la tecla Windows + L)",
          "en-gb": "Lock the screen (for example, with the Windows key + L)",
          "en-us": "Lock the screen (for example, with the Windows key + L)",
          eu: "Pantaila blokeatzen dut (adibidez, Windows tekla + L sakatuta)",
          pl: "Blokuję ekran (np. klawiszem Windows + L)",
          cat: "Bloquejo la pantalla (per exemple, amb la tecla Windows + L)",
          "pt-pt": "Bloqueio o ecrã (por exemplo, com a tecla Windows + L)",
        },
        {
          "es-es": "Nada: vuelvo en cinco minutos",
          "es-mx": "Nada: regreso en cinco minutos",
          "en-gb": "Nothing: I'll be back in five minutes",
          "en-us": "Nothing: I'll be back in five minutes",
          eu: "Ezer ez: bost minutu barru itzuliko naiz",
          pl: "Nic: wrócę za pięć minut",
          cat: "Res: torno d'aquí a cinc minuts",
          "pt-pt": "Nada: volto daqui a cinco minutos",
        },
        {
          "es-es": "Bajo el brillo de la pantalla",
          "es-mx": "Le bajo el brillo a la pantalla",
          "en-gb": "Turn the screen brightness down",
          "en-us": "Turn the screen brightness down",
          eu: "Pantailaren distira jaisten dut",
          pl: "Przyciemniam ekran",
          cat: "Abaixo la brillantor de la pantalla",
          "pt-pt": "Baixo o brilho do ecrã",
        },
      ],
      correct: 1,
      explanation: {
        "es-es":
          "Con el ordenador desbloqueado, cualquiera puede actuar en tu nombre en segundos. Bloquearlo cuesta solo pulsar dos teclas.",
        "es-mx":
          "Con la computadora desbloqueada, cualquiera puede actuar en su nombre en segundos. Bloquearla cuesta solo presionar dos teclas.",
        "en-gb":
          "With your computer unlocked, anyone can act in your name within seconds. Locking it takes two keys.",
        "en-us":
          "With your computer unlocked, anyone can act in your name within seconds. Locking it takes two keys.",
        eu: "Ordenagailua desblokeatuta badago, edonork jardun dezake zure izenean segundo gutxitan. Blokeatzeko bi tekla sakatzea besterik ez dago.",
        pl: "Przy odblokowanym komputerze każdy może w kilka sekund działać w Twoim imieniu. Zablokowanie go to tylko dwa klawisze.",
        cat: "Amb l'ordinador desbloquejat, qualsevol pot actuar en nom teu en segons. Bloquejar-lo només costa prémer dues tecles.",
        "pt-pt":
          "Com o computador desbloqueado, qualquer pessoa pode agir em seu nome em segundos. Bloqueá-lo é só carregar em duas teclas.",
      },
    },
    {
      text: {
        "es-es":
          "Una persona a la que no conoces, cargada de cajas, te pide que le sujetes la puerta de una zona de oficinas que requiere tarjeta. ¿Qué haces?",
        "es-mx":
          "Una persona que no conoce, cargada de cajas, le pide que le detenga la puerta de una zona de oficinas que requiere gafete. ¿Qué hace?",
        "en-gb":
          "Someone you don't know, carrying boxes, asks you to hold the door to an office area that needs a badge. What do you do?",
        "en-us":
          "Someone you don't know, carrying boxes, asks you to hold the door to an office area that needs a badge. What do you do?",
        eu: "Ezagutzen ez duzun pertsona batek, kutxaz beteta, txartela behar den bulego-eremu bateko atea irekita eusteko eskatzen dizu. Zer egiten duzu?",
        pl: "Nieznana Ci osoba z kartonami w rękach prosi o przytrzymanie drzwi do strefy biurowej, do której wchodzi się na kartę. Co robisz?",
        cat: "Una persona que no coneixes, carregada de caixes, et demana que li aguantis la porta d'una zona d'oficines que requereix targeta. Què fas?",
        "pt-pt":
          "Uma pessoa que não conhece, carregada de caixas, pede-lhe que lhe segure a porta de uma zona de escritórios que exige cartão. O que faz?",
      },
      options: [
        {
          "es-es": "Le sujeto la puerta: se ve que va cargada",
          "es-mx": "Le detengo la puerta: se ve que va cargada",
          "en-gb": "Hold the door: they clearly have their hands full",
          "en-us": "Hold the door: they clearly have their hands full",
          eu: "Atea eusten diot: begi-bistakoa da eskuak beteta dituela",
          pl: "Przytrzymuję drzwi: widać, że ma zajęte ręce",
          cat: "Li aguanto la porta: es veu que va carregada",
          "pt-pt": "Seguro a porta: vê-se que tem as mãos ocupadas",
        },
        {
          "es-es": "La dejo pasar si dice que es de mantenimiento",
          "es-mx": "La dejo pasar si dice que es de mantenimiento",
          "en-gb": "Let them in if they say they're from maintenance",
          "en-us": "Let them in if they say they're from maintenance",
          eu: "Pasatzen uzten diot, mantentze-lanetakoa dela esaten badu",
          pl: "Wpuszczam, jeśli mówi, że jest z działu technicznego",
          cat: "La deixo passar si diu que és de manteniment",
          "pt-pt": "Deixo-a passar se disser que é da manutenção",
        },
        {
          "es-es":
            "Le ofrezco ayuda con amabilidad llamando a recepción o a la persona a la que visita, sin dejarla pasar",
          "es-mx":
            "Le ofrezco ayuda con amabilidad llamando a recepción o a la persona que visita, sin dejarla pasar",
          "en-gb":
            "Politely offer to help by calling reception or the person they are visiting, without letting them in",
          "en-us":
            "Politely offer to help by calling reception or the person they're visiting, without letting them in",
          eu: "Adeitasunez laguntza eskaintzen diot harrerara edo bisitatzera datorren pertsonari deituta, pasatzen utzi gabe",
          pl: "Uprzejmie proponuję pomoc: dzwonię do recepcji lub do osoby, którą odwiedza, ale nie wpuszczam",
          cat: "Li ofereixo ajuda amablement trucant a recepció o a la persona que visita, sense deixar-la passar",
          "pt-pt":
            "Ofereço ajuda com simpatia: ligo para a receção ou para a pessoa que vem visitar, sem a deixar passar",
        },
      ],
      correct: 3,
      explanation: {
        "es-es":
          "Colarse detrás de alguien es una forma habitual de entrar. Se puede ser amable y prudente a la vez: recepción puede comprobar quién es.",
        "es-mx":
          "Meterse detrás de alguien es una forma común de entrar. Se puede ser amable y prudente a la vez: recepción puede verificar quién es.",
        "en-gb":
          "Tailgating is a common way in. You can be helpful and careful at once: reception can check who they are.",
        "en-us":
          "Tailgating is a common way in. You can be helpful and careful at once: reception can check who they are.",
        eu: "Norbaiten atzetik sartzea ohiko modua da barrura iristeko. Adeitsua eta zuhurra izan zaitezke aldi berean: harreran egiaztatu dezakete nor den.",
        pl: "Wchodzenie „na doczepkę” to częsty sposób na dostanie się do środka. Można być uprzejmym i ostrożnym jednocześnie: recepcja sprawdzi, kim jest ta osoba.",
        cat: "Colar-se darrere d'algú és una manera habitual d'entrar. Es pot ser amable i prudent alhora: recepció pot comprovar qui és.",
        "pt-pt":
          "Entrar atrás de alguém é uma forma habitual de acesso indevido. É possível ser simpático e prudente ao mesmo tempo: a receção pode confirmar quem é.",
      },
    },
    {
      text: {
        "es-es": "¿Qué afirmación sobre la «mesa limpia» es correcta?",
        "es-mx": "¿Qué afirmación sobre el «escritorio limpio» es correcta?",
        "en-gb": "Which statement about a clear desk is right?",
        "en-us": "Which statement about a clean desk is right?",
        eu: "«Mahai garbiari» buruzko zein baieztapen da zuzena?",
        pl: "Które stwierdzenie o zasadzie „czystego biurka” jest prawdziwe?",
        cat: "Quina afirmació sobre la «taula neta» és correcta?",
        "pt-pt": "Que afirmação sobre a «secretária limpa» está correta?",
      },
      options: [
        {
          "es-es": "Solo los directivos tienen que dejar la mesa despejada",
          "es-mx": "Solo los directivos tienen que dejar el escritorio despejado",
          "en-gb": "Only managers need to keep their desks clear",
          "en-us": "Only managers need to keep their desks clear",
          eu: "Zuzendariek soilik utzi behar dute mahaia garbi",
          pl: "Tylko kierownicy muszą mieć puste biurka",
          cat: "Només els directius han de deixar la taula endreçada",
          "pt-pt": "Só as chefias têm de deixar a secretária arrumada",
        },
        {
          "es-es":
            "Los papeles confidenciales y los dispositivos se guardan al dejar el puesto, sobre todo al final de la jornada",
          "es-mx":
            "Los papeles confidenciales y los dispositivos se guardan al dejar el lugar, sobre todo al final de la jornada",
          "en-gb":
            "Confidential papers and devices are put away when you leave your desk, especially at the end of the day",
          "en-us":
            "Confidential papers and devices are put away when you leave your desk, especially at the end of the day",
          eu: "Paper konfidentzialak eta gailuak gorde egiten dira lanpostua uztean, batez ere lanaldiaren amaieran",
          pl: "Poufne dokumenty i urządzenia chowa się, odchodząc od biurka, zwłaszcza na koniec dnia",
          cat: "Els papers confidencials i els dispositius es desen en deixar el lloc, sobretot al final de la jornada",
          "pt-pt":
            "Os papéis confidenciais e os dispositivos guardam-se ao deixar o posto, sobretudo no fim do dia",
        },
        {
          "es-es": "La mesa limpia es una cuestión de higiene, no de seguridad",
          "es-mx": "El escritorio limpio es un tema de higiene, no de seguridad",
          "en-gb": "A clear desk is about tidiness, not security",
          "en-us": "A clean desk is about tidiness, not security",
          eu: "Mahai garbia txukuntasun kontua da, ez segurtasunekoa",
          pl: "Czyste biurko to kwestia porządku, a nie bezpieczeństwa",
          cat: "La taula neta és una qüestió d'higiene, no de seguretat",
          "pt-pt": "A secretária limpa é uma questão de arrumação, não de segurança",
        },
      ],
      correct: 2,
      explanation: {
        "es-es":
          "Los papeles que se quedan en la mesa pueden leerlos o fotografiarlos visitas, personal de limpieza o cualquiera que pase. Guárdalos bajo llave.",
        "es-mx":
          "Los papeles que se quedan en el escritorio pueden leerlos o fotografiarlos visitantes, personal de limpieza o cualquiera que pase. Guárdelos bajo llave.",
        "en-gb":
          "Papers left on a desk can be read or photographed by visitors, cleaners or anyone passing by. Lock them away.",
        "en-us":
          "Papers left on a desk can be read or photographed by visitors, cleaning staff or anyone walking by. Lock them up.",
        eu: "Mahaian uzten diren paperak bisitariek, garbiketa-langileek edo pasatzen den edonork irakur edo argazkia atera diezaiekete. Gorde itzazu giltzapean.",
        pl: "Dokumenty zostawione na biurku mogą przeczytać lub sfotografować goście, ekipa sprzątająca czy ktokolwiek przechodzący. Zamykaj je na klucz.",
        cat: "Els papers que es queden a la taula els poden llegir o fotografiar visites, personal de neteja o qualsevol que hi passi. Desa'ls amb clau.",
        "pt-pt":
          "Os papéis deixados na secretária podem ser lidos ou fotografados por visitas, pessoal de limpeza ou qualquer pessoa que passe. Guarde-os à chave.",
      },
    },
    {
      text: {
        "es-es":
          "Estás trabajando en una cafetería y necesitas conectarte a internet. ¿Qué opción es la más segura?",
        "es-mx":
          "Está trabajando en una cafetería y necesita conectarse a internet. ¿Qué opción es la más segura?",
        "en-gb": "You are working in a café and need to connect to the internet. What is the safest choice?",
        "en-us":
          "You're working in a coffee shop and need to connect to the internet. What is the safest choice?",
        eu: "Kafetegi batean lanean ari zara eta internetera konektatu behar duzu. Zein da aukerarik seguruena?",
        pl: "Pracujesz w kawiarni i musisz połączyć się z internetem. Co jest najbezpieczniejsze?",
        cat: "Estàs treballant en una cafeteria i necessites connectar-te a internet. Quina opció és la més segura?",
        "pt-pt": "Está a trabalhar num café e precisa de se ligar à internet. Qual é a opção mais segura?",
      },
      options: [
        {
          "es-es": "La wifi abierta de la cafetería",
          "es-mx": "El wifi abierto de la cafetería",
          "en-gb": "The café's open Wi-Fi",
          "en-us": "The coffee shop's open Wi-Fi",
          eu: "Kafetegiko wifi irekia",
          pl: "Otwarte Wi-Fi kawiarni",
          cat: "La wifi oberta de la cafeteria",
          "pt-pt": "O Wi-Fi aberto do café",
        },
        {
          "es-es": "Cualquier red con buena cobertura",
          "es-mx": "Cualquier red con buena señal",
          "en-gb": "Any network with a strong signal",
          "en-us": "Any network with a strong signal",
          eu: "Estaldura ona duen edozein sare",
          pl: "Dowolna sieć z mocnym sygnałem",
          cat: "Qualsevol xarxa amb bona cobertura",
          "pt-pt": "Qualquer rede com bom sinal",
        },
        {
          "es-es": "La conexión compartida de mi móvil o la VPN de la empresa",
          "es-mx": "La conexión compartida de mi celular o la VPN de la empresa",
          "en-gb": "My mobile phone's hotspot or the company VPN",
          "en-us": "My cell phone's hotspot or the company VPN",
          eu: "Nire mugikorraren konexio partekatua edo enpresaren VPNa",
          pl: "Hotspot w moim telefonie albo firmowy VPN",
          cat: "La connexió compartida del meu mòbil o la VPN de l'empresa",
          "pt-pt": "A partilha de rede do meu telemóvel ou a VPN da empresa",
        },
        {
          "es-es": "Una red con el nombre de la cafetería que no pide contraseña",
          "es-mx": "Una red con el nombre de la cafetería que no pide contraseña",
          "en-gb": "A network named after the café that doesn't ask for a password",
          "en-us": "A network named after the coffee shop that doesn't ask for a password",
          eu: "Kafetegiaren izena duen eta pasahitzik eskatzen ez duen sare bat",
          pl: "Sieć z nazwą kawiarni, która nie wymaga hasła",
          cat: "Una xarxa amb el nom de la cafeteria que no demana contrasenya",
          "pt-pt": "Uma rede com o nome do café que não pede palavra-passe",
        },
      ],
      correct: 3,
      explanation: {
        "es-es":
          "Las redes abiertas pueden estar vigiladas o ser imitadas por atacantes. La conexión de tu móvil o la VPN de la empresa protegen el tráfico.",
        "es-mx":
          "Las redes abiertas pueden estar vigiladas o ser imitadas por atacantes. La conexión de su celular o la VPN de la empresa protegen el tráfico.",
        "en-gb":
          "Open networks can be watched or imitated by attackers. Your own hotspot or the company VPN protects your traffic.",
        "en-us":
          "Open networks can be watched or imitated by attackers. Your own hotspot or the company VPN protects your traffic.",
        eu: "Sare irekiak erasotzaileek zaindu edo imitatu ditzakete. Zure mugikorraren konexioak edo enpresaren VPNak trafikoa babesten dute.",
        pl: "Otwarte sieci mogą być podsłuchiwane lub podrabiane przez atakujących. Własny hotspot lub firmowy VPN chronią przesyłane dane.",
        cat: "Les xarxes obertes poden estar vigilades o ser imitades per atacants. La connexió del teu mòbil o la VPN de l'empresa protegeixen el trànsit.",
        "pt-pt":
          "As redes abertas podem ser vigiadas ou imitadas por atacantes. A ligação do seu telemóvel ou a VPN da empresa protegem o tráfego.",
      },
    },
    {
      text: {
        "es-es":
          "En el tren, el pasajero de al lado puede ver la pantalla de tu portátil mientras revisas un contrato. ¿Qué haces?",
        "es-mx":
          "En el autobús, el pasajero de al lado puede ver la pantalla de su laptop mientras revisa un contrato. ¿Qué hace?",
        "en-gb":
          "On a train, the passenger next to you can see your laptop screen while you review a contract. What do you do?",
        "en-us":
          "On a train, the passenger next to you can see your laptop screen while you review a contract. What do you do?",
        eu: "Trenean, ondoko bidaiariak zure ordenagailu eramangarriaren pantaila ikus dezake kontratu bat berrikusten ari zaren bitartean. Zer egiten duzu?",
        pl: "W pociągu pasażer obok widzi ekran Twojego laptopa, gdy przeglądasz umowę. Co robisz?",
        cat: "Al tren, el passatger del costat pot veure la pantalla del teu portàtil mentre revises un contracte. Què fas?",
        "pt-pt":
          "No comboio, o passageiro ao lado consegue ver o ecrã do seu portátil enquanto revê um contrato. O que faz?",
      },
      options: [
        {
          "es-es": "Sigo: no conoce mi empresa",
          "es-mx": "Sigo: no conoce mi empresa",
          "en-gb": "Carry on: they don't know my company",
          "en-us": "Keep going: they don't know my company",
          eu: "Jarraitu egiten dut: ez du nire enpresa ezagutzen",
          pl: "Pracuję dalej: ta osoba nie zna mojej firmy",
          cat: "Continuo: no coneix la meva empresa",
          "pt-pt": "Continuo: não conhece a minha empresa",
        },
        {
          "es-es": "Reduzco el tamaño de la letra",
          "es-mx": "Hago más pequeña la letra",
          "en-gb": "Make the text smaller",
          "en-us": "Make the text smaller",
          eu: "Letra txikiagoa jartzen dut",
          pl: "Zmniejszam czcionkę",
          cat: "Faig la lletra més petita",
          "pt-pt": "Diminuo o tamanho da letra",
        },
        {
          "es-es": "Dejo el material confidencial para otro momento o uso un filtro de privacidad",
          "es-mx": "Dejo el material confidencial para otro momento o uso un filtro de privacidad",
          "en-gb": "Stop working on confidential material or use a privacy filter",
          "en-us": "Stop working on confidential material or use a privacy filter",
          eu: "Material konfidentziala beste une baterako uzten dut, edo pribatutasun-iragazki bat erabiltzen dut",
          pl: "Odkładam poufne materiały na później albo używam filtra prywatyzującego",
          cat: "Deixo el material confidencial per a un altre moment o faig servir un filtre de privacitat",
          "pt-pt": "Deixo o material confidencial para outra altura ou uso um filtro de privacidade",
        },
      ],
      correct: 3,
      explanation: {
        "es-es":
          "Mirar por encima del hombro no cuesta nada. En lugares públicos, el trabajo confidencial necesita un filtro de privacidad o esperar a estar en un sitio privado.",
        "es-mx":
          "Mirar por encima del hombro no cuesta nada. En lugares públicos, el trabajo confidencial necesita un filtro de privacidad o esperar a estar en un lugar privado.",
        "en-gb":
          "Looking over a shoulder takes no effort. In public places, confidential work needs a privacy filter or waiting until you are somewhere private.",
        "en-us":
          "Looking over a shoulder takes no effort. In public places, confidential work needs a privacy filter or waiting until you're somewhere private.",
        eu: "Sorbaldaren gainetik begiratzeak ez du ahaleginik eskatzen. Leku publikoetan, lan konfidentzialak pribatutasun-iragazki bat behar du, edo leku pribatu batera iritsi arte itxarotea.",
        pl: "Zerknięcie przez ramię nic nie kosztuje. W miejscach publicznych praca z poufnymi danymi wymaga filtra prywatyzującego albo poczekania na bardziej ustronne miejsce.",
        cat: "Mirar per sobre l'espatlla no costa res. En llocs públics, la feina confidencial necessita un filtre de privacitat o esperar a ser en un lloc privat.",
        "pt-pt":
          "Espreitar por cima do ombro não custa nada. Em locais públicos, o trabalho confidencial precisa de um filtro de privacidade ou de esperar por um sítio reservado.",
      },
    },
    {
      text: {
        "es-es": "Te roban el portátil de la empresa. ¿Cuándo debes notificarlo?",
        "es-mx": "Le roban la laptop de la empresa. ¿Cuándo debe reportarlo?",
        "en-gb": "Your company laptop is stolen. When should you report it?",
        "en-us": "Your company laptop is stolen. When should you report it?",
        eu: "Enpresako ordenagailu eramangarria lapurtu dizute. Noiz jakinarazi behar duzu?",
        pl: "Skradziono Ci służbowy laptop. Kiedy należy to zgłosić?",
        cat: "Et roben el portàtil de l'empresa. Quan ho has de notificar?",
        "pt-pt": "Roubam-lhe o portátil da empresa. Quando deve comunicá-lo?",
      },
      options: [
        {
          "es-es":
            "De inmediato, a Informática o a Seguridad, para que bloqueen el equipo y retiren los accesos",
          "es-mx": "De inmediato, a Sistemas o a Seguridad, para que bloqueen el equipo y quiten los accesos",
          "en-gb": "Immediately, to IT or security, so they can lock the device and revoke access",
          "en-us": "Immediately, to IT or security, so they can lock the device and revoke access",
          eu: "Berehala, Informatika Sailari edo Segurtasunari, ekipoa blokeatu eta sarbideak ken ditzaten",
          pl: "Natychmiast, do działu IT lub bezpieczeństwa, żeby mogli zablokować urządzenie i odebrać dostępy",
          cat: "De seguida, a Informàtica o a Seguretat, perquè bloquegin l'equip i retirin els accessos",
          "pt-pt":
            "De imediato, à Informática ou à Segurança, para bloquearem o equipamento e retirarem os acessos",
        },
        {
          "es-es": "Cuando la policía me diga si lo ha encontrado",
          "es-mx": "Cuando la policía me diga si lo encontró",
          "en-gb": "Once the police tell me whether they've found it",
          "en-us": "Once the police tell me whether they've found it",
          eu: "Poliziak aurkitu duen ala ez esaten didanean",
          pl: "Gdy policja powie mi, czy go odnalazła",
          cat: "Quan la policia em digui si l'ha trobat",
          "pt-pt": "Quando a polícia me disser se o encontrou",
        },
        {
          "es-es": "En la próxima reunión de equipo",
          "es-mx": "En la próxima junta de equipo",
          "en-gb": "At the next team meeting",
          "en-us": "At the next team meeting",
          eu: "Taldearen hurrengo bileran",
          pl: "Na najbliższym spotkaniu zespołu",
          cat: "A la pròxima reunió d'equip",
          "pt-pt": "Na próxima reunião de equipa",
        },
      ],
      correct: 1,
      explanation: {
        "es-es":
          "Cada hora cuenta: Informática puede bloquear las cuentas y borrar el equipo a distancia. Avisar rápido nunca está de más.",
        "es-mx":
          "Cada hora cuenta: Sistemas puede bloquear las cuentas y borrar el equipo a distancia. Avisar rápido nunca está de más.",
        "en-gb":
          "Every hour counts: IT can block accounts and wipe the device remotely. Reporting quickly is never a mistake.",
        "en-us":
          "Every hour counts: IT can block accounts and wipe the device remotely. Reporting quickly is never a mistake.",
        eu: "Ordu bakoitzak balio du: Informatika Sailak kontuak blokeatu eta ekipoa urrunetik ezaba dezake. Azkar abisatzea ez da inoiz soberan.",
        pl: "Liczy się każda godzina: dział IT może zablokować konta i zdalnie wyczyścić urządzenie. Szybkie zgłoszenie nigdy nie jest błędem.",
        cat: "Cada hora compta: Informàtica pot bloquejar els comptes i esborrar l'equip a distància. Avisar ràpidament mai no sobra.",
        "pt-pt":
          "Cada hora conta: a Informática pode bloquear as contas e apagar o equipamento à distância. Avisar depressa nunca é demais.",
      },
    },
  ],
};

const COMPLIANCE: Section = {
  intro: {
    "es-es": "Pasamos al cumplimiento: normas, políticas y notificación de incidentes.",
    "es-mx": "Pasamos al cumplimiento: normas, políticas y reporte de incidentes.",
    "en-gb": "On to compliance: rules, policies and reporting incidents.",
    "en-us": "On to compliance: rules, policies and reporting incidents.",
    eu: "Orain, betetzea: arauak, politikak eta gorabeheren jakinarazpena.",
    pl: "Przechodzimy do zgodności: zasad, polityk i zgłaszania incydentów.",
    cat: "Passem al compliment: normes, polítiques i notificació d'incidents.",
    "pt-pt": "Passamos à conformidade: regras, políticas e comunicação de incidentes.",
  },
  items: [
    {
      text: {
        "es-es": "¿Qué es un incidente de seguridad?",
        "es-mx": "¿Qué es un incidente de seguridad?",
        "en-gb": "What is a security incident?",
        "en-us": "What is a security incident?",
        eu: "Zer da segurtasun-gorabehera bat?",
        pl: "Czym jest incydent bezpieczeństwa?",
        cat: "Què és un incident de seguretat?",
        "pt-pt": "O que é um incidente de segurança?",
      },
      options: [
        {
          "es-es": "Solo un ataque confirmado de piratas informáticos",
          "es-mx": "Solo un ataque confirmado de hackers",
          "en-gb": "Only a confirmed attack by hackers",
          "en-us": "Only a confirmed attack by hackers",
          eu: "Hackerren eraso baieztatu bat soilik",
          pl: "Tylko potwierdzony atak hakerów",
          cat: "Només un atac confirmat de pirates informàtics",
          "pt-pt": "Apenas um ataque confirmado de piratas informáticos",
        },
        {
          "es-es":
            "Cualquier hecho que pueda comprometer la confidencialidad, integridad o disponibilidad de la información, como perder un dispositivo, un correo mal dirigido o un acceso sospechoso",
          "es-mx":
            "Cualquier hecho que pueda comprometer la confidencialidad, integridad o disponibilidad de la información, como perder un dispositivo, un correo mal dirigido o un acceso sospechoso",
          "en-gb":
            "Any event that may compromise the confidentiality, integrity or availability of information, such as a lost device, a misdirected e-mail or a suspicious sign-in",
          "en-us":
            "Any event that may compromise the confidentiality, integrity or availability of information, such as a lost device, a misdirected email or a suspicious sign-in",
          eu: "Informazioaren konfidentzialtasuna, osotasuna edo erabilgarritasuna arriskuan jar dezakeen edozein gertaera, hala nola gailu bat galtzea, oker bidalitako mezu bat edo saio-hasiera susmagarri bat",
          pl: "Każde zdarzenie, które może naruszyć poufność, integralność lub dostępność informacji, np. zgubione urządzenie, e-mail wysłany do złej osoby czy podejrzane logowanie",
          cat: "Qualsevol fet que pugui comprometre la confidencialitat, la integritat o la disponibilitat de la informació, com ara perdre un dispositiu, un correu mal adreçat o un accés sospitós",
          "pt-pt":
            "Qualquer acontecimento que possa comprometer a confidencialidade, a integridade ou a disponibilidade da informação, como perder um dispositivo, um e-mail enviado por engano ou um acesso suspeito",
        },
        {
          "es-es": "Una avería del ordenador",
          "es-mx": "Una falla de la computadora",
          "en-gb": "A computer breakdown",
          "en-us": "A computer breakdown",
          eu: "Ordenagailuaren matxura bat",
          pl: "Awaria komputera",
          cat: "Una avaria de l'ordinador",
          "pt-pt": "Uma avaria do computador",
        },
      ],
      correct: 2,
      explanation: {
        "es-es":
          "Los incidentes también incluyen errores cotidianos. Notificarlos pronto, incluso con dudas, limita el daño.",
        "es-mx":
          "Los incidentes también incluyen errores cotidianos. Reportarlos pronto, incluso con dudas, limita el daño.",
        "en-gb":
          "Incidents also include everyday mistakes. Reporting them early, even when unsure, limits the damage.",
        "en-us":
          "Incidents also include everyday mistakes. Reporting them early, even when unsure, limits the damage.",
        eu: "Gorabeheren artean eguneroko akatsak ere badaude. Goiz jakinarazteak, zalantzak izanda ere, kaltea mugatzen du.",
        pl: "Incydentami są też codzienne pomyłki. Wczesne zgłoszenie, nawet w razie wątpliwości, ogranicza szkody.",
        cat: "Els incidents també inclouen errors quotidians. Notificar-los aviat, fins i tot amb dubtes, limita el dany.",
        "pt-pt":
          "Os incidentes também incluem erros do dia a dia. Comunicá-los cedo, mesmo com dúvidas, limita os danos.",
      },
    },
    {
      text: {
        "es-es":
          "Te das cuenta de que has enviado a un destinatario equivocado un correo con datos personales de un cliente. ¿Qué haces?",
        "es-mx":
          "Se da cuenta de que mandó a un destinatario equivocado un correo con datos personales de un cliente. ¿Qué hace?",
        "en-gb":
          "You realise you have sent an e-mail with a customer's personal data to the wrong recipient. What do you do?",
        "en-us":
          "You realize you've sent an email with a customer's personal data to the wrong recipient. What do you do?",
        eu: "Konturatzen zara bezero baten datu pertsonalak dituen mezu bat hartzaile okerrari bidali diozula. Zer egiten duzu?",
        pl: "Orientujesz się, że e-mail z danymi osobowymi klienta trafił do niewłaściwego odbiorcy. Co robisz?",
        cat: "T'adones que has enviat a un destinatari equivocat un correu amb dades personals d'un client. Què fas?",
        "pt-pt":
          "Percebe que enviou para o destinatário errado um e-mail com dados pessoais de um cliente. O que faz?",
      },
      options: [
        {
          "es-es": "Nada: ha sido un accidente",
          "es-mx": "Nada: fue un accidente",
          "en-gb": "Nothing: it was an accident",
          "en-us": "Nothing: it was an accident",
          eu: "Ezer ez: istripu bat izan da",
          pl: "Nic: to był przypadek",
          cat: "Res: ha estat un accident",
          "pt-pt": "Nada: foi um acidente",
        },
        {
          "es-es": "Pido al destinatario que lo borre y no se lo cuento a nadie",
          "es-mx": "Le pido al destinatario que lo borre y no se lo cuento a nadie",
          "en-gb": "Ask the recipient to delete it and tell no one",
          "en-us": "Ask the recipient to delete it and tell no one",
          eu: "Hartzaileari ezabatzeko eskatzen diot, eta ez diot inori esaten",
          pl: "Proszę odbiorcę o usunięcie i nikomu o tym nie mówię",
          cat: "Demano al destinatari que l'esborri i no ho explico a ningú",
          "pt-pt": "Peço ao destinatário que o apague e não conto a ninguém",
        },
        {
          "es-es": "Lo notifico enseguida a mi responsable o al equipo de protección de datos o de seguridad",
          "es-mx": "Lo reporto de inmediato a mi jefe o al equipo de protección de datos o de seguridad",
          "en-gb": "Report it straight away to my manager or the data protection or security team",
          "en-us": "Report it right away to my manager or the data protection or security team",
          eu: "Berehala jakinarazten diot nire arduradunari edo datuen babeseko edo segurtasuneko taldeari",
          pl: "Od razu zgłaszam to przełożonemu albo zespołowi ochrony danych lub bezpieczeństwa",
          cat: "Ho notifico de seguida al meu responsable o a l'equip de protecció de dades o de seguretat",
          "pt-pt": "Comunico de imediato ao meu responsável ou à equipa de proteção de dados ou de segurança",
        },
        {
          "es-es": "Espero a ver si el cliente se queja",
          "es-mx": "Espero a ver si el cliente se queja",
          "en-gb": "Wait and see whether the customer complains",
          "en-us": "Wait and see whether the customer complains",
          eu: "Itxaron egiten dut, ea bezeroak kexarik egiten duen",
          pl: "Czekam, czy klient się poskarży",
          cat: "Espero a veure si el client es queixa",
          "pt-pt": "Espero para ver se o cliente se queixa",
        },
      ],
      correct: 3,
      explanation: {
        "es-es":
          "Puede ser una brecha de datos personales que la empresa debe evaluar y, a veces, comunicar a la autoridad en un plazo legal corto. Lo importante es avisar rápido.",
        "es-mx":
          "Puede ser una vulneración de datos personales que la empresa debe evaluar y, a veces, informar en un plazo corto. Lo importante es avisar rápido.",
        "en-gb":
          "It may be a personal data breach that the company must assess and sometimes notify to the authority within a short legal deadline. What matters is reporting quickly.",
        "en-us":
          "It may be a personal data breach that the company must assess and sometimes report within a short legal deadline. What matters is reporting quickly.",
        eu: "Datu pertsonalen urraketa bat izan daiteke, eta enpresak ebaluatu egin behar du eta, batzuetan, agintaritzari jakinarazi epe legal labur batean. Garrantzitsuena azkar abisatzea da.",
        pl: "To może być naruszenie ochrony danych osobowych, które firma musi ocenić, a czasem zgłosić organowi nadzorczemu w krótkim ustawowym terminie. Liczy się szybkie zgłoszenie.",
        cat: "Pot ser una violació de dades personals que l'empresa ha d'avaluar i, de vegades, comunicar a l'autoritat en un termini legal curt. L'important és avisar ràpidament.",
        "pt-pt":
          "Pode ser uma violação de dados pessoais que a empresa tem de avaliar e, por vezes, notificar à autoridade num prazo legal curto. O importante é avisar depressa.",
      },
    },
    {
      text: {
        "es-es": "¿Cuál es la actitud correcta ante las políticas de seguridad de la empresa?",
        "es-mx": "¿Cuál es la actitud correcta ante las políticas de seguridad de la empresa?",
        "en-gb": "What is the right attitude to the company's security policies?",
        "en-us": "What is the right attitude toward the company's security policies?",
        eu: "Zein da jarrera zuzena enpresaren segurtasun-politikei dagokienez?",
        pl: "Jakie podejście do firmowych polityk bezpieczeństwa jest właściwe?",
        cat: "Quina és l'actitud correcta davant les polítiques de seguretat de l'empresa?",
        "pt-pt": "Qual é a atitude certa perante as políticas de segurança da empresa?",
      },
      options: [
        {
          "es-es":
            "Se aplican a todo el mundo, y si una norma me dificulta el trabajo, lo planteo a mi responsable o a Informática en lugar de saltármela",
          "es-mx":
            "Aplican para todos, y si una norma me complica el trabajo, se lo planteo a mi jefe o a Sistemas en lugar de saltármela",
          "en-gb":
            "They apply to everyone, and if a rule gets in the way of my work, I raise it with my manager or IT instead of working around it",
          "en-us":
            "They apply to everyone, and if a rule gets in the way of my work, I raise it with my manager or IT instead of working around it",
          eu: "Guztiei aplikatzen zaizkie, eta arau batek lana zailtzen badit, nire arduradunari edo Informatika Sailari azaltzen diot, saihestu beharrean",
          pl: "Dotyczą wszystkich, a jeśli jakaś zasada utrudnia mi pracę, zgłaszam to przełożonemu lub działowi IT, zamiast ją obchodzić",
          cat: "S'apliquen a tothom, i si una norma em dificulta la feina, ho plantejo al meu responsable o a Informàtica en lloc de saltar-me-la",
          "pt-pt":
            "Aplicam-se a todos e, se uma regra me dificulta o trabalho, falo com o meu responsável ou com a Informática em vez de a contornar",
        },
        {
          "es-es": "Son recomendaciones que puedo saltarme si tengo prisa",
          "es-mx": "Son recomendaciones que puedo saltarme si tengo prisa",
          "en-gb": "They are guidelines I can skip when I'm in a hurry",
          "en-us": "They're guidelines I can skip when I'm in a hurry",
          eu: "Presaka nabilenean alde batera utz ditzakedan gomendioak dira",
          pl: "To wskazówki, które mogę pominąć, gdy się spieszę",
          cat: "Són recomanacions que em puc saltar si tinc pressa",
          "pt-pt": "São recomendações que posso ignorar quando tenho pressa",
        },
        {
          "es-es": "Solo afectan al departamento de Informática",
          "es-mx": "Solo aplican al área de Sistemas",
          "en-gb": "They only apply to the IT department",
          "en-us": "They only apply to the IT department",
          eu: "Informatika Sailari soilik dagozkio",
          pl: "Dotyczą tylko działu IT",
          cat: "Només afecten el departament d'Informàtica",
          "pt-pt": "Só se aplicam ao departamento de Informática",
        },
      ],
      correct: 1,
      explanation: {
        "es-es":
          "Saltarse las normas crea riesgos ocultos. Las normas que no encajan se pueden mejorar, pero solo si alguien lo dice.",
        "es-mx":
          "Saltarse las normas crea riesgos ocultos. Las normas que no funcionan se pueden mejorar, pero solo si alguien lo dice.",
        "en-gb":
          "Workarounds create hidden risks. Rules that don't fit can be improved, but only if someone speaks up.",
        "en-us":
          "Workarounds create hidden risks. Rules that don't fit can be improved, but only if someone speaks up.",
        eu: "Arauak saihesteak ezkutuko arriskuak sortzen ditu. Egokiak ez diren arauak hobe daitezke, baina norbaitek esaten badu soilik.",
        pl: "Obchodzenie zasad tworzy ukryte ryzyka. Niedopasowane zasady można poprawić, ale tylko wtedy, gdy ktoś o tym powie.",
        cat: "Saltar-se les normes crea riscos ocults. Les normes que no encaixen es poden millorar, però només si algú ho diu.",
        "pt-pt":
          "Contornar as regras cria riscos escondidos. As regras que não se ajustam podem ser melhoradas, mas só se alguém o disser.",
      },
    },
    {
      text: {
        "es-es": "¿Por qué te pide la empresa que hagas formación de concienciación en seguridad?",
        "es-mx": "¿Por qué le pide la empresa que tome capacitación de concientización en seguridad?",
        "en-gb": "Why does the company ask you to take security awareness training?",
        "en-us": "Why does the company ask you to take security awareness training?",
        eu: "Zergatik eskatzen dizu enpresak segurtasunari buruzko kontzientziazio-prestakuntza egiteko?",
        pl: "Dlaczego firma prosi Cię o udział w szkoleniach z cyberbezpieczeństwa?",
        cat: "Per què l'empresa et demana que facis formació de conscienciació en seguretat?",
        "pt-pt": "Porque é que a empresa lhe pede que faça formação de sensibilização para a segurança?",
      },
      options: [
        {
          "es-es": "Solo para cumplir un trámite legal",
          "es-mx": "Solo para cumplir un trámite legal",
          "en-gb": "Only to tick a legal box",
          "en-us": "Only to check a legal box",
          eu: "Lege-izapide bat betetzeko soilik",
          pl: "Tylko po to, żeby spełnić formalność prawną",
          cat: "Només per complir un tràmit legal",
          "pt-pt": "Só para cumprir uma formalidade legal",
        },
        {
          "es-es": "Para saber quién se equivoca",
          "es-mx": "Para saber quién se equivoca",
          "en-gb": "To find out who makes mistakes",
          "en-us": "To find out who makes mistakes",
          eu: "Nork egiten dituen akatsak jakiteko",
          pl: "Żeby sprawdzić, kto popełnia błędy",
          cat: "Per saber qui s'equivoca",
          "pt-pt": "Para saber quem se engana",
        },
        {
          "es-es":
            "Porque las personas son la primera línea de defensa y una plantilla formada detecta y frena muchos ataques",
          "es-mx":
            "Porque las personas son la primera línea de defensa y un equipo capacitado detecta y frena muchos ataques",
          "en-gb":
            "Because people are the first line of defence, and trained staff spot and stop many attacks",
          "en-us":
            "Because people are the first line of defense, and trained staff spot and stop many attacks",
          eu: "Pertsonak direlako lehen defentsa-lerroa, eta prestatutako langileek eraso asko antzeman eta geldiarazten dituztelako",
          pl: "Bo ludzie są pierwszą linią obrony, a przeszkoleni pracownicy wykrywają i zatrzymują wiele ataków",
          cat: "Perquè les persones són la primera línia de defensa i una plantilla formada detecta i atura molts atacs",
          "pt-pt":
            "Porque as pessoas são a primeira linha de defesa e uma equipa com formação deteta e trava muitos ataques",
        },
      ],
      correct: 3,
      explanation: {
        "es-es":
          "La mayoría de los ataques empiezan por una persona. Conocer las señales convierte a cada empleado en parte de la defensa.",
        "es-mx":
          "La mayoría de los ataques empiezan por una persona. Conocer las señales convierte a cada colaborador en parte de la defensa.",
        "en-gb":
          "Most attacks start with a person. Knowing the warning signs makes every employee part of the defence.",
        "en-us":
          "Most attacks start with a person. Knowing the warning signs makes every employee part of the defense.",
        eu: "Eraso gehienak pertsona batengandik hasten dira. Seinaleak ezagutzeak langile bakoitza defentsaren parte bihurtzen du.",
        pl: "Większość ataków zaczyna się od człowieka. Znajomość sygnałów ostrzegawczych czyni każdego pracownika częścią obrony.",
        cat: "La majoria dels atacs comencen per una persona. Conèixer els senyals converteix cada treballador en part de la defensa.",
        "pt-pt":
          "A maioria dos ataques começa por uma pessoa. Conhecer os sinais torna cada colaborador parte da defesa.",
      },
    },
    {
      text: {
        "es-es":
          "Un responsable te pide que des a un compañero nuevo acceso a una carpeta con datos confidenciales «para ahorrar tiempo», sin la solicitud habitual. ¿Qué haces?",
        "es-mx":
          "Un jefe le pide que le dé a un compañero nuevo acceso a una carpeta con datos confidenciales «para ahorrar tiempo», sin la solicitud de siempre. ¿Qué hace?",
        "en-gb":
          "A manager asks you to give a new colleague access to a folder of confidential data 'to save time', without the usual request. What do you do?",
        "en-us":
          'A manager asks you to give a new coworker access to a folder of confidential data "to save time", without the usual request. What do you do?',
        eu: "Arduradun batek eskatzen dizu lankide berri bati datu konfidentzialak dituen karpeta baterako sarbidea emateko, «denbora aurrezteko», ohiko eskaerarik gabe. Zer egiten duzu?",
        pl: "Kierownik prosi, by nowy pracownik dostał od Ciebie dostęp do folderu z poufnymi danymi „dla oszczędności czasu”, bez zwykłego wniosku. Co robisz?",
        cat: "Un responsable et demana que donis a un company nou accés a una carpeta amb dades confidencials «per estalviar temps», sense la sol·licitud habitual. Què fas?",
        "pt-pt":
          "Um responsável pede-lhe que dê a um colega novo acesso a uma pasta com dados confidenciais «para poupar tempo», sem o pedido habitual. O que faz?",
      },
      options: [
        {
          "es-es":
            "Sigo el procedimiento de accesos habitual: solo se da acceso cuando hace falta y está aprobado",
          "es-mx":
            "Sigo el procedimiento de accesos de siempre: solo se da acceso cuando se necesita y está aprobado",
          "en-gb": "Follow the usual access procedure: access is given only when needed and approved",
          "en-us": "Follow the usual access procedure: access is given only when needed and approved",
          eu: "Ohiko sarbide-prozedurari jarraitzen diot: behar denean eta onartuta dagoenean soilik ematen da sarbidea",
          pl: "Postępuję według zwykłej procedury: dostęp przyznaje się tylko wtedy, gdy jest potrzebny i zatwierdzony",
          cat: "Segueixo el procediment d'accessos habitual: només es dona accés quan cal i està aprovat",
          "pt-pt":
            "Sigo o procedimento de acessos habitual: só se dá acesso quando é necessário e está aprovado",
        },
        {
          "es-es": "Le doy acceso a toda la carpeta",
          "es-mx": "Le doy acceso a toda la carpeta",
          "en-gb": "Give them access to the whole folder",
          "en-us": "Give them access to the whole folder",
          eu: "Karpeta osorako sarbidea ematen diot",
          pl: "Daję mu dostęp do całego folderu",
          cat: "Li dono accés a tota la carpeta",
          "pt-pt": "Dou-lhe acesso à pasta toda",
        },
        {
          "es-es": "Le dejo mis credenciales mientras tanto",
          "es-mx": "Le presto mis credenciales mientras tanto",
          "en-gb": "Lend them my credentials for now",
          "en-us": "Lend them my credentials for now",
          eu: "Bitartean nire kredentzialak uzten dizkiot",
          pl: "Na razie pożyczam mu swoje dane logowania",
          cat: "Li deixo les meves credencials mentrestant",
          "pt-pt": "Empresto-lhe as minhas credenciais entretanto",
        },
      ],
      correct: 1,
      explanation: {
        "es-es":
          "Mínimo privilegio: cada persona tiene solo los accesos que su trabajo necesita, y la solicitud deja constancia de quién aprobó qué.",
        "es-mx":
          "Mínimo privilegio: cada persona tiene solo los accesos que su trabajo necesita, y la solicitud deja registro de quién aprobó qué.",
        "en-gb":
          "Least privilege: people get only the access their work needs, and the request leaves a record of who approved what.",
        "en-us":
          "Least privilege: people get only the access their work needs, and the request leaves a record of who approved what.",
        eu: "Gutxieneko pribilegioa: pertsona bakoitzak bere lanak behar dituen sarbideak soilik ditu, eta eskaerak nork zer onartu zuen erregistratzen du.",
        pl: "Zasada minimalnych uprawnień: każdy dostaje tylko taki dostęp, jakiego wymaga jego praca, a wniosek zostawia ślad, kto co zatwierdził.",
        cat: "Mínim privilegi: cada persona té només els accessos que la seva feina necessita, i la sol·licitud deixa constància de qui va aprovar què.",
        "pt-pt":
          "Privilégio mínimo: cada pessoa tem só os acessos de que o seu trabalho precisa, e o pedido deixa registo de quem aprovou o quê.",
      },
    },
    {
      text: {
        "es-es": "¿Quién es responsable de la seguridad de la información en la empresa?",
        "es-mx": "¿Quién es responsable de la seguridad de la información en la empresa?",
        "en-gb": "Who is responsible for information security in the company?",
        "en-us": "Who is responsible for information security in the company?",
        eu: "Nor da informazioaren segurtasunaren arduraduna enpresan?",
        pl: "Kto odpowiada za bezpieczeństwo informacji w firmie?",
        cat: "Qui és responsable de la seguretat de la informació a l'empresa?",
        "pt-pt": "Quem é responsável pela segurança da informação na empresa?",
      },
      options: [
        {
          "es-es": "Solo el departamento de Informática",
          "es-mx": "Solo el área de Sistemas",
          "en-gb": "Only the IT department",
          "en-us": "Only the IT department",
          eu: "Informatika Saila soilik",
          pl: "Tylko dział IT",
          cat: "Només el departament d'Informàtica",
          "pt-pt": "Apenas o departamento de Informática",
        },
        {
          "es-es": "Todos, cada uno desde su puesto",
          "es-mx": "Todos, cada quien desde su puesto",
          "en-gb": "Everyone, each in their own role",
          "en-us": "Everyone, each in their own role",
          eu: "Denok, bakoitza bere lanpostutik",
          pl: "Wszyscy, każdy na swoim stanowisku",
          cat: "Tothom, cadascú des del seu lloc",
          "pt-pt": "Todos, cada um no seu papel",
        },
        {
          "es-es": "Solo la dirección",
          "es-mx": "Solo la dirección",
          "en-gb": "Only senior management",
          "en-us": "Only senior management",
          eu: "Zuzendaritza soilik",
          pl: "Tylko zarząd",
          cat: "Només la direcció",
          "pt-pt": "Apenas a administração",
        },
      ],
      correct: 2,
      explanation: {
        "es-es":
          "Informática aporta herramientas y normas, pero cada empleado maneja información y cada decisión cuenta.",
        "es-mx":
          "Sistemas aporta herramientas y normas, pero cada colaborador maneja información y cada decisión cuenta.",
        "en-gb":
          "IT provides tools and rules, but every employee handles information and every decision counts.",
        "en-us":
          "IT provides tools and rules, but every employee handles information and every decision counts.",
        eu: "Informatika Sailak tresnak eta arauak ematen ditu, baina langile bakoitzak informazioa kudeatzen du eta erabaki bakoitzak balio du.",
        pl: "Dział IT zapewnia narzędzia i zasady, ale każdy pracownik ma do czynienia z informacjami i każda decyzja się liczy.",
        cat: "Informàtica aporta eines i normes, però cada treballador gestiona informació i cada decisió compta.",
        "pt-pt":
          "A Informática dá ferramentas e regras, mas cada colaborador lida com informação e cada decisão conta.",
      },
    },
  ],
};

const SOCIAL_ENGINEERING: Section = {
  intro: {
    "es-es":
      "Última parte: la ingeniería social, cuando los atacantes se dirigen a las personas y no a las máquinas.",
    "es-mx":
      "Última parte: la ingeniería social, cuando los atacantes van tras las personas y no tras las máquinas.",
    "en-gb": "Last part: social engineering, when attackers target people rather than machines.",
    "en-us": "Last part: social engineering, when attackers target people rather than machines.",
    eu: "Azken atala: ingeniaritza soziala, erasotzaileek makinen ordez pertsonak jomugan jartzen dituztenean.",
    pl: "Ostatnia część: socjotechnika, czyli ataki wymierzone w ludzi, a nie w maszyny.",
    cat: "Darrera part: l'enginyeria social, quan els atacants es dirigeixen a les persones i no a les màquines.",
    "pt-pt": "Última parte: a engenharia social, quando os atacantes visam as pessoas e não as máquinas.",
  },
  items: [
    {
      text: {
        "es-es": "¿Qué es la ingeniería social?",
        "es-mx": "¿Qué es la ingeniería social?",
        "en-gb": "What is social engineering?",
        "en-us": "What is social engineering?",
        eu: "Zer da ingeniaritza soziala?",
        pl: "Czym jest socjotechnika?",
        cat: "Què és l'enginyeria social?",
        "pt-pt": "O que é a engenharia social?",
      },
      options: [
        {
          "es-es": "Una disciplina que estudia las redes sociales",
          "es-mx": "Una disciplina que estudia las redes sociales",
          "en-gb": "A discipline that studies social networks",
          "en-us": "A discipline that studies social networks",
          eu: "Sare sozialak aztertzen dituen diziplina bat",
          pl: "Dziedzina nauki badająca media społecznościowe",
          cat: "Una disciplina que estudia les xarxes socials",
          "pt-pt": "Uma disciplina que estuda as redes sociais",
        },
        {
          "es-es": "Un ataque técnico que rompe el cifrado",
          "es-mx": "Un ataque técnico que rompe el cifrado",
          "en-gb": "A technical attack that breaks encryption",
          "en-us": "A technical attack that breaks encryption",
          eu: "Zifratzea hausten duen eraso tekniko bat",
          pl: "Atak techniczny, który łamie szyfrowanie",
          cat: "Un atac tècnic que trenca el xifratge",
          "pt-pt": "Um ataque técnico que quebra a cifragem",
        },
        {
          "es-es":
            "Manipular a las personas para que revelen información o hagan algo que pone en riesgo la seguridad",
          "es-mx":
            "Manipular a las personas para que revelen información o hagan algo que pone en riesgo la seguridad",
          "en-gb":
            "Manipulating people into revealing information or doing something that puts security at risk",
          "en-us":
            "Manipulating people into revealing information or doing something that puts security at risk",
          eu: "Pertsonak manipulatzea, informazioa eman dezaten edo segurtasuna arriskuan jartzen duen zerbait egin dezaten",
          pl: "Manipulowanie ludźmi, by ujawnili informacje lub zrobili coś, co zagraża bezpieczeństwu",
          cat: "Manipular les persones perquè revelin informació o facin alguna cosa que posa en risc la seguretat",
          "pt-pt":
            "Manipular as pessoas para que revelem informação ou façam algo que põe a segurança em risco",
        },
      ],
      correct: 3,
      explanation: {
        "es-es":
          "Los atacantes se aprovechan de la confianza, la urgencia o la autoridad, algo a menudo más fácil que atacar los sistemas.",
        "es-mx":
          "Los atacantes se aprovechan de la confianza, la urgencia o la autoridad, algo a menudo más fácil que atacar los sistemas.",
        "en-gb":
          "Attackers exploit trust, urgency or authority, which is often easier than breaking into systems.",
        "en-us":
          "Attackers exploit trust, urgency or authority, which is often easier than breaking into systems.",
        eu: "Erasotzaileek konfiantza, presa edo agintea baliatzen dituzte, eta hori sistemak erasotzea baino errazagoa izan ohi da.",
        pl: "Atakujący wykorzystują zaufanie, presję czasu lub autorytet, co często jest łatwiejsze niż włamanie do systemów.",
        cat: "Els atacants s'aprofiten de la confiança, la urgència o l'autoritat, cosa sovint més fàcil que atacar els sistemes.",
        "pt-pt":
          "Os atacantes aproveitam a confiança, a urgência ou a autoridade, o que muitas vezes é mais fácil do que atacar os sistemas.",
      },
    },
    {
      text: {
        "es-es":
          "Alguien te llama diciendo que es del soporte de Informática y que necesita tu contraseña para arreglar un problema de tu cuenta. ¿Qué haces?",
        "es-mx":
          "Recibe una llamada de alguien que dice ser de soporte de Sistemas y que necesita su contraseña para arreglar un problema de su cuenta. ¿Qué hace?",
        "en-gb":
          "Someone calls saying they are from IT support and need your password to fix a problem with your account. What do you do?",
        "en-us":
          "Someone calls saying they're from IT support and need your password to fix a problem with your account. What do you do?",
        eu: "Norbaitek deitzen dizu esanez Informatika Saileko laguntza-zerbitzukoa dela eta zure kontuaren arazo bat konpontzeko zure pasahitza behar duela. Zer egiten duzu?",
        pl: "Dzwoni ktoś, kto przedstawia się jako pomoc techniczna IT, i mówi, że do naprawy problemu z Twoim kontem potrzebuje hasła. Co robisz?",
        cat: "Algú et truca dient que és del suport d'Informàtica i que necessita la teva contrasenya per arreglar un problema del teu compte. Què fas?",
        "pt-pt":
          "Alguém lhe liga a dizer que é do apoio da Informática e que precisa da sua palavra-passe para resolver um problema da sua conta. O que faz?",
      },
      options: [
        {
          "es-es": "Se la doy: es de Informática",
          "es-mx": "Se la doy: es de Sistemas",
          "en-gb": "Give it: they're from IT",
          "en-us": "Give it: they're from IT",
          eu: "Ematen diot: Informatika Sailekoa da",
          pl: "Podaję je: to przecież dział IT",
          cat: "Li dic la contrasenya: és d'Informàtica",
          "pt-pt": "Dou-lha: é da Informática",
        },
        {
          "es-es":
            "Me niego: Informática nunca necesita mi contraseña. Cuelgo y llamo al número oficial de soporte",
          "es-mx":
            "Me niego: Sistemas nunca necesita mi contraseña. Cuelgo y llamo al número oficial de soporte",
          "en-gb": "Refuse: IT never needs my password. Hang up and call the official support number",
          "en-us": "Refuse: IT never needs my password. Hang up and call the official support number",
          eu: "Uko egiten diot: Informatika Sailak ez du inoiz nire pasahitza behar. Telefonoa eskegi eta laguntza-zerbitzuko zenbaki ofizialera deitzen dut",
          pl: "Odmawiam: dział IT nigdy nie potrzebuje mojego hasła. Rozłączam się i dzwonię pod oficjalny numer wsparcia",
          cat: "M'hi nego: Informàtica mai no necessita la meva contrasenya. Penjo i truco al número oficial de suport",
          "pt-pt":
            "Recuso: a Informática nunca precisa da minha palavra-passe. Desligo e ligo para o número oficial de apoio",
        },
        {
          "es-es": "Le doy solo la primera mitad",
          "es-mx": "Le doy solo la primera mitad",
          "en-gb": "Give only the first half",
          "en-us": "Give only the first half",
          eu: "Lehen erdia bakarrik ematen diot",
          pl: "Podaję tylko pierwszą połowę",
          cat: "Li dono només la primera meitat",
          "pt-pt": "Dou só a primeira metade",
        },
      ],
      correct: 2,
      explanation: {
        "es-es":
          "El soporte de verdad nunca te pide la contraseña. Devolver la llamada a un número que conoces confirma con quién hablas.",
        "es-mx":
          "El soporte de verdad nunca le pide la contraseña. Regresar la llamada a un número que usted conoce confirma con quién habla.",
        "en-gb":
          "Genuine support staff never ask for your password. Calling back on a number you know confirms who you are talking to.",
        "en-us":
          "Genuine support staff never ask for your password. Calling back on a number you know confirms who you're talking to.",
        eu: "Benetako laguntza-zerbitzuak ez dizu inoiz pasahitza eskatzen. Ezagutzen duzun zenbaki batera deitzeak baieztatzen du norekin ari zaren hizketan.",
        pl: "Prawdziwa pomoc techniczna nigdy nie prosi o hasło. Oddzwonienie na znany Ci numer potwierdza, z kim rozmawiasz.",
        cat: "El suport de debò mai no et demana la contrasenya. Tornar la trucada a un número que coneixes confirma amb qui parles.",
        "pt-pt":
          "O apoio verdadeiro nunca lhe pede a palavra-passe. Ligar de volta para um número que conhece confirma com quem está a falar.",
      },
    },
    {
      text: {
        "es-es":
          "Recibes un correo del «consejero delegado» que pide una transferencia urgente y confidencial a un proveedor nuevo y te ruega que no se lo digas a nadie. ¿Qué haces?",
        "es-mx":
          "Recibe un correo del «director general» que pide una transferencia urgente y confidencial a un proveedor nuevo y le pide que no se lo diga a nadie. ¿Qué hace?",
        "en-gb":
          "You receive an e-mail from the 'CEO' asking for an urgent, confidential bank transfer to a new supplier and asking you not to tell anyone. What do you do?",
        "en-us":
          'You get an email from the "CEO" asking for an urgent, confidential wire transfer to a new vendor and asking you not to tell anyone. What do you do?',
        eu: "«Zuzendari nagusiaren» mezu bat jasotzen duzu, hornitzaile berri bati transferentzia premiazko eta konfidentzial bat egiteko eta inori ez esateko eskatuz. Zer egiten duzu?",
        pl: "Dostajesz e-mail od „prezesa” z prośbą o pilny, poufny przelew do nowego dostawcy i o to, by nikomu o tym nie mówić. Co robisz?",
        cat: "Reps un correu del «conseller delegat» que demana una transferència urgent i confidencial a un proveïdor nou i et prega que no ho diguis a ningú. Què fas?",
        "pt-pt":
          "Recebe um e-mail do «presidente executivo» a pedir uma transferência urgente e confidencial para um fornecedor novo e a pedir-lhe que não conte a ninguém. O que faz?",
      },
      options: [
        {
          "es-es": "Hago la transferencia: viene del consejero delegado",
          "es-mx": "Hago la transferencia: viene del director general",
          "en-gb": "Make the transfer: it comes from the CEO",
          "en-us": "Make the transfer: it comes from the CEO",
          eu: "Transferentzia egiten dut: zuzendari nagusiarengandik dator",
          pl: "Robię przelew: prośba jest od prezesa",
          cat: "Faig la transferència: ve del conseller delegat",
          "pt-pt": "Faço a transferência: vem do presidente executivo",
        },
        {
          "es-es": "Respondo al correo para pedir confirmación",
          "es-mx": "Respondo el correo para pedir confirmación",
          "en-gb": "Reply to the e-mail asking for confirmation",
          "en-us": "Reply to the email asking for confirmation",
          eu: "Mezuari erantzuten diot, berrespena eskatzeko",
          pl: "Odpowiadam na e-mail z prośbą o potwierdzenie",
          cat: "Responc el correu per demanar confirmació",
          "pt-pt": "Respondo ao e-mail a pedir confirmação",
        },
        {
          "es-es": "La hago, pero guardo una copia del correo",
          "es-mx": "La hago, pero guardo una copia del correo",
          "en-gb": "Make it, but keep a copy of the e-mail",
          "en-us": "Make it, but keep a copy of the email",
          eu: "Egin egiten dut, baina mezuaren kopia bat gordetzen dut",
          pl: "Robię przelew, ale zachowuję kopię wiadomości",
          cat: "La faig, però deso una còpia del correu",
          "pt-pt": "Faço-a, mas guardo uma cópia do e-mail",
        },
        {
          "es-es": "Verifico la petición por otro canal conocido y sigo el procedimiento de pagos",
          "es-mx": "Verifico la solicitud por otro canal conocido y sigo el procedimiento de pagos",
          "en-gb": "Verify the request through a different, known channel and follow the payment procedure",
          "en-us": "Verify the request through a different, known channel and follow the payment procedure",
          eu: "Eskaera beste kanal ezagun baten bidez egiaztatzen dut, eta ordainketa-prozedurari jarraitzen diot",
          pl: "Weryfikuję prośbę innym, znanym kanałem i postępuję zgodnie z procedurą płatności",
          cat: "Verifico la petició per un altre canal conegut i segueixo el procediment de pagaments",
          "pt-pt": "Verifico o pedido por outro canal conhecido e sigo o procedimento de pagamentos",
        },
      ],
      correct: 4,
      explanation: {
        "es-es":
          "Es el fraude del CEO. La urgencia, el secreto y la autoridad son las señales de alarma; comprobarlo por otro canal lo detiene.",
        "es-mx":
          "Es el fraude del CEO. La urgencia, el secreto y la autoridad son las señales de alerta; verificarlo por otro canal lo detiene.",
        "en-gb":
          "This is CEO fraud. Urgency, secrecy and authority are the warning signs; checking through another channel stops it.",
        "en-us":
          "This is CEO fraud. Urgency, secrecy and authority are the warning signs; checking through another channel stops it.",
        eu: "CEO iruzurra da. Presa, sekretua eta agintea dira alarma-seinaleak; beste kanal baten bidez egiaztatzeak geldiarazten du.",
        pl: "To oszustwo „na prezesa”. Presja czasu, tajemnica i autorytet to sygnały ostrzegawcze; weryfikacja innym kanałem je zatrzymuje.",
        cat: "És el frau del CEO. La urgència, el secret i l'autoritat són els senyals d'alarma; comprovar-ho per un altre canal l'atura.",
        "pt-pt":
          "É a fraude do CEO. A urgência, o secretismo e a autoridade são os sinais de alarme; confirmar por outro canal trava-a.",
      },
    },
    {
      text: {
        "es-es":
          "Un desconocido en una red social profesional te pregunta por los sistemas de tu empresa y por quién aprueba los pagos, porque dice que prepara una propuesta. ¿Cómo reaccionas?",
        "es-mx":
          "Un desconocido en una red social profesional le pregunta por los sistemas de su empresa y por quién aprueba los pagos, porque dice que está preparando una propuesta. ¿Cómo reacciona?",
        "en-gb":
          "A stranger on a professional social network asks about your company's systems and who approves payments, saying they are preparing a proposal. How do you respond?",
        "en-us":
          "A stranger on a professional social network asks about your company's systems and who approves payments, saying they're preparing a proposal. How do you respond?",
        eu: "Sare sozial profesional batean, ezezagun batek zure enpresaren sistemei buruz eta ordainketak nork onartzen dituen galdetzen dizu, proposamen bat prestatzen ari dela esanez. Nola erantzuten duzu?",
        pl: "Nieznajomy w serwisie społecznościowym dla profesjonalistów wypytuje o systemy w Twojej firmie i o to, kto zatwierdza płatności, bo rzekomo przygotowuje ofertę. Jak reagujesz?",
        cat: "Un desconegut en una xarxa social professional et pregunta pels sistemes de la teva empresa i per qui aprova els pagaments, perquè diu que prepara una proposta. Com reacciones?",
        "pt-pt":
          "Um desconhecido numa rede social profissional pergunta-lhe pelos sistemas da sua empresa e por quem aprova os pagamentos, porque diz que está a preparar uma proposta. Como reage?",
      },
      options: [
        {
          "es-es": "No comparto detalles internos y le remito al canal de contacto oficial",
          "es-mx": "No comparto detalles internos y lo dirijo al canal de contacto oficial",
          "en-gb": "Don't share internal details; point them to the official contact channel",
          "en-us": "Don't share internal details; point them to the official contact channel",
          eu: "Ez dut barne-xehetasunik partekatzen, eta harremanetarako kanal ofizialera bideratzen dut",
          pl: "Nie podaję wewnętrznych szczegółów i kieruję tę osobę do oficjalnego kanału kontaktu",
          cat: "No comparteixo detalls interns i l'adreço al canal de contacte oficial",
          "pt-pt": "Não partilho detalhes internos e encaminho-o para o canal de contacto oficial",
        },
        {
          "es-es": "Le contesto: es una oportunidad de negocio",
          "es-mx": "Le contesto: es una oportunidad de negocio",
          "en-gb": "Answer: it's a business opportunity",
          "en-us": "Answer: it's a business opportunity",
          eu: "Erantzun egiten diot: negozio-aukera bat da",
          pl: "Odpowiadam: to okazja biznesowa",
          cat: "Li responc: és una oportunitat de negoci",
          "pt-pt": "Respondo: é uma oportunidade de negócio",
        },
        {
          "es-es": "Le contesto solo lo de los sistemas",
          "es-mx": "Le contesto solo lo de los sistemas",
          "en-gb": "Answer only the question about systems",
          "en-us": "Answer only the question about systems",
          eu: "Sistemei buruzko galderari soilik erantzuten diot",
          pl: "Odpowiadam tylko na pytanie o systemy",
          cat: "Li responc només el que fa als sistemes",
          "pt-pt": "Respondo só à parte dos sistemas",
        },
      ],
      correct: 1,
      explanation: {
        "es-es":
          "Los atacantes reúnen pequeños datos para preparar ataques convincentes. Los detalles internos solo se comparten por los canales adecuados.",
        "es-mx":
          "Los atacantes juntan pequeños datos para preparar ataques convincentes. Los detalles internos solo se comparten por los canales adecuados.",
        "en-gb":
          "Attackers collect small pieces of information to prepare convincing attacks. Internal details are shared only through the proper channels.",
        "en-us":
          "Attackers collect small pieces of information to prepare convincing attacks. Internal details are shared only through the proper channels.",
        eu: "Erasotzaileek informazio zati txikiak biltzen dituzte eraso sinesgarriak prestatzeko. Barne-xehetasunak kanal egokien bidez soilik partekatzen dira.",
        pl: "Atakujący zbierają drobne informacje, żeby przygotować przekonujące ataki. Wewnętrzne szczegóły przekazuje się tylko właściwymi kanałami.",
        cat: "Els atacants reuneixen petites dades per preparar atacs convincents. Els detalls interns només es comparteixen pels canals adequats.",
        "pt-pt":
          "Os atacantes juntam pequenos dados para preparar ataques convincentes. Os detalhes internos só se partilham pelos canais adequados.",
      },
    },
    {
      text: {
        "es-es": "¿Cuál de estas es una señal típica de manipulación en un mensaje o una llamada?",
        "es-mx": "¿Cuál de estas es una señal típica de manipulación en un mensaje o una llamada?",
        "en-gb": "Which of these is a typical sign of manipulation in a message or a call?",
        "en-us": "Which of these is a typical sign of manipulation in a message or a call?",
        eu: "Hauetako zein da manipulazioaren ohiko seinale bat mezu edo dei batean?",
        pl: "Który z tych sygnałów typowo świadczy o manipulacji w wiadomości lub rozmowie?",
        cat: "Quin d'aquests és un senyal típic de manipulació en un missatge o una trucada?",
        "pt-pt": "Qual destes é um sinal típico de manipulação numa mensagem ou numa chamada?",
      },
      options: [
        {
          "es-es": "Un saludo educado",
          "es-mx": "Un saludo amable",
          "en-gb": "A polite greeting",
          "en-us": "A polite greeting",
          eu: "Agur adeitsu bat",
          pl: "Uprzejme powitanie",
          cat: "Una salutació educada",
          "pt-pt": "Um cumprimento educado",
        },
        {
          "es-es": "Que te llamen por tu nombre",
          "es-mx": "Que usen su nombre",
          "en-gb": "Being addressed by your name",
          "en-us": "Being addressed by your name",
          eu: "Zure izenez deitzea",
          pl: "Zwracanie się do Ciebie po imieniu",
          cat: "Que et diguin pel teu nom",
          "pt-pt": "Usarem o seu nome",
        },
        {
          "es-es": "La presión para actuar ya, con amenazas o con una recompensa si lo haces",
          "es-mx": "La presión para actuar ya, con amenazas o con una recompensa si lo hace",
          "en-gb": "Pressure to act right now, with threats or a reward if you do",
          "en-us": "Pressure to act right now, with threats or a reward if you do",
          eu: "Berehala jarduteko presioa, mehatxuekin edo egiten baduzu sari batekin",
          pl: "Naciskanie na natychmiastowe działanie, z groźbami albo obietnicą nagrody",
          cat: "La pressió per actuar ara mateix, amb amenaces o amb una recompensa si ho fas",
          "pt-pt": "A pressão para agir já, com ameaças ou com uma recompensa se o fizer",
        },
      ],
      correct: 3,
      explanation: {
        "es-es":
          "La urgencia y las emociones fuertes nos impiden pensar. Tomarse un momento para comprobar es la mejor defensa.",
        "es-mx":
          "La urgencia y las emociones fuertes nos impiden pensar. Tomarse un momento para verificar es la mejor defensa.",
        "en-gb":
          "Urgency and strong emotions stop us thinking. Taking a moment to check is the best defence.",
        "en-us":
          "Urgency and strong emotions keep us from thinking. Taking a moment to check is the best defense.",
        eu: "Presak eta emozio biziek pentsatzea eragozten digute. Egiaztatzeko une bat hartzea da defentsarik onena.",
        pl: "Pośpiech i silne emocje utrudniają myślenie. Chwila na sprawdzenie to najlepsza obrona.",
        cat: "La urgència i les emocions fortes ens impedeixen pensar. Prendre's un moment per comprovar-ho és la millor defensa.",
        "pt-pt":
          "A urgência e as emoções fortes impedem-nos de pensar. Parar um momento para confirmar é a melhor defesa.",
      },
    },
    {
      text: {
        "es-es":
          "Un visitante muy simpático te pide tu tarjeta de acceso un momento porque la suya no funciona. ¿Qué haces?",
        "es-mx":
          "Un visitante muy amable le pide su gafete de acceso un momento porque el suyo no funciona. ¿Qué hace?",
        "en-gb":
          "A friendly visitor asks to borrow your access badge for a moment because theirs isn't working. What do you do?",
        "en-us":
          "A friendly visitor asks to borrow your access badge for a moment because theirs isn't working. What do you do?",
        eu: "Bisitari jator batek zure sarbide-txartela une batez uzteko eskatzen dizu, berea ez dabilelako. Zer egiten duzu?",
        pl: "Bardzo miły gość prosi o pożyczenie na chwilę Twojej karty dostępu, bo jego nie działa. Co robisz?",
        cat: "Un visitant molt simpàtic et demana la teva targeta d'accés un moment perquè la seva no funciona. Què fas?",
        "pt-pt":
          "Um visitante muito simpático pede-lhe o seu cartão de acesso por um momento porque o dele não funciona. O que faz?",
      },
      options: [
        {
          "es-es": "Se la dejo: ya me la devolverá",
          "es-mx": "Se lo presto: ya me lo regresará",
          "en-gb": "Lend it: they'll give it back",
          "en-us": "Lend it: they'll give it back",
          eu: "Uzten diot: itzuliko dit",
          pl: "Pożyczam: przecież odda",
          cat: "Li deixo la targeta: ja me la tornarà",
          "pt-pt": "Empresto: ele depois devolve",
        },
        {
          "es-es": "No se la dejo y le acompaño a recepción para que le den un pase de visitante",
          "es-mx": "No se lo presto y lo acompaño a recepción para que le den un pase de visitante",
          "en-gb": "Don't lend it; take them to reception to get a visitor pass",
          "en-us": "Don't lend it; take them to reception to get a visitor pass",
          eu: "Ez diot uzten, eta harrerara laguntzen diot, bisitari-txartel bat eman diezaioten",
          pl: "Nie pożyczam i odprowadzam go do recepcji po przepustkę dla gościa",
          cat: "No li deixo la targeta i l'acompanyo a recepció perquè li donin un passi de visitant",
          "pt-pt": "Não empresto e acompanho-o à receção para lhe darem um cartão de visitante",
        },
        {
          "es-es": "Le abro yo la puerta con mi tarjeta",
          "es-mx": "Yo le abro la puerta con mi gafete",
          "en-gb": "Open the door for them with my badge",
          "en-us": "Open the door for them with my badge",
          eu: "Nik irekitzen diot atea nire txartelarekin",
          pl: "Otwieram mu drzwi swoją kartą",
          cat: "Li obro jo la porta amb la meva targeta",
          "pt-pt": "Abro-lhe eu a porta com o meu cartão",
        },
      ],
      correct: 2,
      explanation: {
        "es-es":
          "Tu tarjeta te identifica: todo lo que se haga con ella queda registrado a tu nombre. Recepción gestiona el acceso de las visitas.",
        "es-mx":
          "Su gafete es su identificación: todo lo que se haga con él queda registrado a su nombre. Recepción gestiona el acceso de los visitantes.",
        "en-gb":
          "Your badge identifies you: everything done with it is recorded in your name. Reception handles visitors' access.",
        "en-us":
          "Your badge identifies you: everything done with it is recorded in your name. Reception handles visitors' access.",
        eu: "Zure txartelak zu identifikatzen zaitu: harekin egiten den guztia zure izenean erregistratzen da. Harrerak kudeatzen du bisitarien sarbidea.",
        pl: "Twoja karta Cię identyfikuje: wszystko, co zostanie nią zrobione, jest zapisywane na Ciebie. Dostępem gości zajmuje się recepcja.",
        cat: "La teva targeta t'identifica: tot el que s'hi faci queda registrat a nom teu. Recepció gestiona l'accés de les visites.",
        "pt-pt":
          "O cartão é a sua identificação: tudo o que for feito com ele fica registado em seu nome. A receção gere o acesso das visitas.",
      },
    },
  ],
};

/** The sections in spec §3's dimension order (the order the questions are asked in). */
const SECTIONS: Readonly<Record<CyberDimension, Section>> = {
  dataProtection: DATA_PROTECTION,
  communications: COMMUNICATIONS,
  malware: MALWARE,
  passwordManagement: PASSWORD_MANAGEMENT,
  workplace: WORKPLACE,
  compliance: COMPLIANCE,
  socialEngineering: SOCIAL_ENGINEERING,
};

/** The question id of item n (1-based) of a dimension: "cyber.<dimension>.<n>". */
export function cyberQuestionId(dimension: CyberDimension, n: number): string {
  return `cyber.${dimension}.${n}`;
}

const QUESTIONS: readonly InstrumentQuestion[] = CYBERSECURITY_DIMENSIONS.flatMap((dimension) =>
  SECTIONS[dimension].items.map(
    (item, index): InstrumentQuestion => ({
      id: cyberQuestionId(dimension, index + 1),
      kind: "choice",
      ...(index === 0 ? { intro: [SECTIONS[dimension].intro] } : {}),
      text: item.text,
      options: item.options.map((label, optionIndex) => ({ value: optionIndex + 1, label })),
      required: true,
      dimension: CYBER_DIMENSION_KEYS[dimension],
      graded: { correctValue: item.correct, explanation: item.explanation },
    }),
  ),
);

/** Right answers per dimension. Anything but the right option's value (null, text, another option, no answer) is wrong. */
export function countCorrect(answers: Answers): Record<CyberDimension, number> {
  const counts = Object.fromEntries(CYBERSECURITY_DIMENSIONS.map((d) => [d, 0])) as Record<
    CyberDimension,
    number
  >;
  for (const dimension of CYBERSECURITY_DIMENSIONS) {
    SECTIONS[dimension].items.forEach((item, index) => {
      if (answers.get(cyberQuestionId(dimension, index + 1)) === item.correct) counts[dimension] += 1;
    });
  }
  return counts;
}

/**
 * The awareness level 0-10: the mean over the seven dimensions of right/6 × 10, rounded to one decimal. Every
 * dimension has six questions, so the mean equals total/42 × 10; it is computed in whole tenths
 * (round(total × 100 / 42) / 10) so that no floating-point residue reaches the rounding. No total gives an exact
 * half tenth (100 × total is never 42k + 21), so the rounding direction never matters.
 */
export function awarenessLevel(totalCorrect: number): number {
  const questions = CYBERSECURITY_DIMENSIONS.length * CYBER_QUESTIONS_PER_DIMENSION;
  return Math.round((totalCorrect * 100) / questions) / 10;
}

/** The dimension records of a completed test: the seven dimensions (in spec order), then DIMENSION_CYBER_RESULTS. */
export function scoreCyber(answers: Answers): DimensionScore[] {
  const counts = countCorrect(answers);
  const scores: DimensionScore[] = CYBERSECURITY_DIMENSIONS.map((dimension) => ({
    dimension: CYBER_DIMENSION_KEYS[dimension],
    value: counts[dimension],
    extra: CYBER_QUESTIONS_PER_DIMENSION,
  }));
  const total = CYBERSECURITY_DIMENSIONS.reduce((sum, dimension) => sum + counts[dimension], 0);
  scores.push({ dimension: "DIMENSION_CYBER_RESULTS", value: awarenessLevel(total), extra: total });
  return scores;
}

export const cyber: Instrument = {
  surveyId: 2,
  key: "cyber",
  surveyKeys: ["SURVEY_WELLGUARD_CYBERSECURITY"],
  name: NAME,
  welcome: WELCOME,
  farewell: FAREWELL,
  questions: QUESTIONS,
  helper: "SURVEY_WELLGUARD_HELPER_AWARENESS",
  score: scoreCyber,
};
