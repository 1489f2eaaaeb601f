import { GENDERS, type Gender, IMPORT_COLUMNS, type ImportColumn, type Locale } from "@wellguard/contract";

/*
 * The words of the people spreadsheet in the eight product languages: column headers (the template and the
 * export write the caller's; an import accepts those of every language and the stable English keys), the
 * help sheet of the xlsx template, and gender names. Kept beside the feature because only the server writes
 * and reads spreadsheets.
 */

interface SheetTexts {
  headers: Record<ImportColumn, string>;
  descriptions: Record<ImportColumn, string>;
  genders: Record<Gender, string>;
  peopleSheet: string;
  helpSheet: string;
  helpHeaders: { column: string; required: string; description: string; values: string };
  yes: string;
  no: string;
  /** Intro line of the help sheet. */
  intro: string;
}

const ES: SheetTexts = {
  headers: {
    name: "Nombre",
    surname: "Apellidos",
    email: "Correo electrónico",
    login: "Usuario de acceso",
    userCode: "Código de usuario",
    department: "Departamento",
    gender: "Género",
    phone: "Teléfono",
    timeZone: "Zona horaria",
    language: "Idioma",
    services: "Servicios",
  },
  descriptions: {
    name: "Nombre de la persona.",
    surname: "Apellidos de la persona.",
    email:
      "Correo electrónico; identifica a la persona: si ya existe en esta empresa, la fila actualiza sus datos; si no, la crea.",
    login: "Nombre con el que inicia sesión. Vacío: el correo electrónico (en una actualización, no cambia).",
    userCode: "Código interno de la persona, único en la empresa.",
    department:
      "Ruta del departamento desde la empresa, separada por «/», p. ej. Ventas/Iberia. Los departamentos que no existen se crean. Vacío: sin departamento.",
    gender: "Uno de los valores permitidos (la clave o su nombre).",
    phone: "Con prefijo internacional: «+» y hasta 15 cifras, p. ej. +34600111222.",
    timeZone: "Zona horaria IANA, p. ej. Europe/Madrid. Vacío: la de la empresa.",
    language: "Código de idioma. Vacío: el de la empresa.",
    services:
      "Servicios de la persona (claves o números, separados por comas). Vacío: los elegidos al importar.",
  },
  genders: { female: "Mujer", male: "Hombre", non_binary: "No binario", undisclosed: "Prefiere no decirlo" },
  peopleSheet: "Personas",
  helpSheet: "Ayuda",
  helpHeaders: {
    column: "Columna",
    required: "Obligatoria",
    description: "Descripción",
    values: "Valores permitidos",
  },
  yes: "Sí",
  no: "No",
  intro:
    "Rellene una fila por persona en la hoja «Personas». Las columnas marcadas con * son obligatorias; puede quitar las demás.",
};

const EN: SheetTexts = {
  headers: {
    name: "First name",
    surname: "Surname",
    email: "Email",
    login: "Login",
    userCode: "User code",
    department: "Department",
    gender: "Gender",
    phone: "Phone",
    timeZone: "Time zone",
    language: "Language",
    services: "Services",
  },
  descriptions: {
    name: "The person's first name.",
    surname: "The person's surname.",
    email:
      "Email address; it identifies the person: if it already exists in this company, the row updates that person, otherwise it creates one.",
    login: "The name used to sign in. Empty: the email address (on an update, it stays as it is).",
    userCode: "The person's internal code, unique in the company.",
    department:
      'Department path from the company, separated by "/", e.g. Sales/Iberia. Departments that do not exist are created. Empty: no department.',
    gender: "One of the allowed values (the key or its name).",
    phone: 'International format: "+" and up to 15 digits, e.g. +34600111222.',
    timeZone: "IANA time zone, e.g. Europe/Madrid. Empty: the company's.",
    language: "Language code. Empty: the company's.",
    services:
      "The person's services (keys or numbers, separated by commas). Empty: those chosen for the import.",
  },
  genders: { female: "Female", male: "Male", non_binary: "Non-binary", undisclosed: "Prefer not to say" },
  peopleSheet: "People",
  helpSheet: "Help",
  helpHeaders: {
    column: "Column",
    required: "Required",
    description: "Description",
    values: "Allowed values",
  },
  yes: "Yes",
  no: "No",
  intro:
    'Fill in one row per person on the "People" sheet. Columns marked * are required; you may remove the others.',
};

const EN_US: SheetTexts = {
  ...EN,
  headers: { ...EN.headers, surname: "Last name" },
  descriptions: { ...EN.descriptions, surname: "The person's last name." },
};

const EU: SheetTexts = {
  headers: {
    name: "Izena",
    surname: "Abizenak",
    email: "Helbide elektronikoa",
    login: "Erabiltzaile-izena",
    userCode: "Erabiltzaile-kodea",
    department: "Saila",
    gender: "Generoa",
    phone: "Telefonoa",
    timeZone: "Ordu-eremua",
    language: "Hizkuntza",
    services: "Zerbitzuak",
  },
  descriptions: {
    name: "Pertsonaren izena.",
    surname: "Pertsonaren abizenak.",
    email:
      "Helbide elektronikoak pertsona identifikatzen du: enpresa honetan badago, errenkadak haren datuak eguneratzen ditu; bestela, sortu egiten du.",
    login: "Saioa hasteko izena. Hutsik: helbide elektronikoa (eguneratzean, ez da aldatzen).",
    userCode: "Pertsonaren barne-kodea, bakarra enpresan.",
    department:
      "Sailaren bidea enpresatik, «/» bidez bereizita; adib. Salmentak/Iberia. Existitzen ez diren sailak sortu egiten dira. Hutsik: sailik gabe.",
    gender: "Baimendutako balioetako bat (gakoa edo izena).",
    phone: "Nazioarteko formatuan: «+» eta gehienez 15 zifra; adib. +34600111222.",
    timeZone: "IANA ordu-eremua; adib. Europe/Madrid. Hutsik: enpresarena.",
    language: "Hizkuntzaren kodea. Hutsik: enpresarena.",
    services:
      "Pertsonaren zerbitzuak (gakoak edo zenbakiak, komaz bereizita). Hutsik: inportatzean aukeratutakoak.",
  },
  genders: { female: "Emakumea", male: "Gizona", non_binary: "Ez-bitarra", undisclosed: "Ez du esan nahi" },
  peopleSheet: "Pertsonak",
  helpSheet: "Laguntza",
  helpHeaders: {
    column: "Zutabea",
    required: "Derrigorrezkoa",
    description: "Azalpena",
    values: "Baimendutako balioak",
  },
  yes: "Bai",
  no: "Ez",
  intro:
    "Bete errenkada bat pertsona bakoitzeko «Pertsonak» orrian. * ikurra duten zutabeak derrigorrezkoak dira; besteak ken ditzakezu.",
};

const PL: SheetTexts = {
  headers: {
    name: "Imię",
    surname: "Nazwisko",
    email: "Adres e-mail",
    login: "Login",
    userCode: "Kod użytkownika",
    department: "Dział",
    gender: "Płeć",
    phone: "Telefon",
    timeZone: "Strefa czasowa",
    language: "Język",
    services: "Usługi",
  },
  descriptions: {
    name: "Imię osoby.",
    surname: "Nazwisko osoby.",
    email:
      "Adres e-mail identyfikuje osobę: jeśli już istnieje w tej firmie, wiersz aktualizuje jej dane, w przeciwnym razie tworzy nową osobę.",
    login: "Nazwa używana do logowania. Puste: adres e-mail (przy aktualizacji pozostaje bez zmian).",
    userCode: "Wewnętrzny kod osoby, unikalny w firmie.",
    department:
      "Ścieżka działu od firmy, rozdzielona znakiem „/”, np. Sprzedaż/Iberia. Nieistniejące działy zostaną utworzone. Puste: bez działu.",
    gender: "Jedna z dozwolonych wartości (klucz lub nazwa).",
    phone: "Format międzynarodowy: „+” i do 15 cyfr, np. +48600111222.",
    timeZone: "Strefa czasowa IANA, np. Europe/Warsaw. Puste: strefa firmy.",
    language: "Kod języka. Puste: język firmy.",
    services:
      "Usługi osoby (klucze lub numery rozdzielone przecinkami). Puste: usługi wybrane przy imporcie.",
  },
  genders: {
    female: "Kobieta",
    male: "Mężczyzna",
    non_binary: "Osoba niebinarna",
    undisclosed: "Wolę nie podawać",
  },
  peopleSheet: "Osoby",
  helpSheet: "Pomoc",
  helpHeaders: { column: "Kolumna", required: "Wymagana", description: "Opis", values: "Dozwolone wartości" },
  yes: "Tak",
  no: "Nie",
  intro:
    "Wypełnij jeden wiersz na osobę w arkuszu „Osoby”. Kolumny oznaczone * są wymagane; pozostałe możesz usunąć.",
};

const CAT: SheetTexts = {
  headers: {
    name: "Nom",
    surname: "Cognoms",
    email: "Correu electrònic",
    login: "Usuari d'accés",
    userCode: "Codi d'usuari",
    department: "Departament",
    gender: "Gènere",
    phone: "Telèfon",
    timeZone: "Zona horària",
    language: "Llengua",
    services: "Serveis",
  },
  descriptions: {
    name: "Nom de la persona.",
    surname: "Cognoms de la persona.",
    email:
      "El correu electrònic identifica la persona: si ja existeix en aquesta empresa, la fila n'actualitza les dades; si no, la crea.",
    login: "Nom amb què inicia la sessió. Buit: el correu electrònic (en una actualització, no canvia).",
    userCode: "Codi intern de la persona, únic a l'empresa.",
    department:
      "Camí del departament des de l'empresa, separat per «/», p. ex. Vendes/Ibèria. Els departaments que no existeixen es creen. Buit: sense departament.",
    gender: "Un dels valors permesos (la clau o el seu nom).",
    phone: "Amb prefix internacional: «+» i fins a 15 xifres, p. ex. +34600111222.",
    timeZone: "Zona horària IANA, p. ex. Europe/Madrid. Buit: la de l'empresa.",
    language: "Codi de llengua. Buit: la de l'empresa.",
    services: "Serveis de la persona (claus o números, separats per comes). Buit: els triats en importar.",
  },
  genders: { female: "Dona", male: "Home", non_binary: "No binari", undisclosed: "Prefereix no dir-ho" },
  peopleSheet: "Persones",
  helpSheet: "Ajuda",
  helpHeaders: {
    column: "Columna",
    required: "Obligatòria",
    description: "Descripció",
    values: "Valors permesos",
  },
  yes: "Sí",
  no: "No",
  intro:
    "Ompliu una fila per persona al full «Persones». Les columnes marcades amb * són obligatòries; podeu treure les altres.",
};

const PT: SheetTexts = {
  headers: {
    name: "Nome",
    surname: "Apelidos",
    email: "Endereço de e-mail",
    login: "Nome de utilizador",
    userCode: "Código de utilizador",
    department: "Departamento",
    gender: "Género",
    phone: "Telefone",
    timeZone: "Fuso horário",
    language: "Língua",
    services: "Serviços",
  },
  descriptions: {
    name: "Nome próprio da pessoa.",
    surname: "Apelidos da pessoa.",
    email:
      "O endereço de e-mail identifica a pessoa: se já existir nesta empresa, a linha atualiza os seus dados; caso contrário, cria-a.",
    login: "Nome usado para iniciar sessão. Vazio: o endereço de e-mail (numa atualização, mantém-se).",
    userCode: "Código interno da pessoa, único na empresa.",
    department:
      "Caminho do departamento a partir da empresa, separado por «/», p. ex. Vendas/Ibéria. Os departamentos que não existem são criados. Vazio: sem departamento.",
    gender: "Um dos valores permitidos (a chave ou o nome).",
    phone: "Formato internacional: «+» e até 15 algarismos, p. ex. +351912345678.",
    timeZone: "Fuso horário IANA, p. ex. Europe/Lisbon. Vazio: o da empresa.",
    language: "Código da língua. Vazio: a da empresa.",
    services:
      "Serviços da pessoa (chaves ou números, separados por vírgulas). Vazio: os escolhidos na importação.",
  },
  genders: { female: "Mulher", male: "Homem", non_binary: "Não binário", undisclosed: "Prefere não dizer" },
  peopleSheet: "Pessoas",
  helpSheet: "Ajuda",
  helpHeaders: {
    column: "Coluna",
    required: "Obrigatória",
    description: "Descrição",
    values: "Valores permitidos",
  },
  yes: "Sim",
  no: "Não",
  intro:
    "Preencha uma linha por pessoa na folha «Pessoas». As colunas marcadas com * são obrigatórias; pode remover as outras.",
};

export const SHEET_TEXTS: Record<Locale, SheetTexts> = {
  "es-es": ES,
  "es-mx": ES,
  "en-gb": EN,
  "en-us": EN_US,
  eu: EU,
  pl: PL,
  cat: CAT,
  "pt-pt": PT,
};

/** Lower case, accents and everything but letters and digits removed: "Correo electrónico *" -> "correoelectronico". */
export function normaliseHeader(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ł/g, "l")
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** Every accepted header spelling (all languages, the stable keys) -> its column. */
export const HEADER_LOOKUP: ReadonlyMap<string, ImportColumn> = (() => {
  const map = new Map<string, ImportColumn>();
  const add = (text: string, column: ImportColumn) => {
    const key = normaliseHeader(text);
    const existing = map.get(key);
    if (existing && existing !== column) throw new Error(`header "${text}" names two columns`);
    map.set(key, column);
  };
  for (const column of IMPORT_COLUMNS) {
    add(column, column);
    for (const texts of Object.values(SHEET_TEXTS)) add(texts.headers[column], column);
  }
  add("user_code", "userCode");
  add("time_zone", "timeZone");
  add("locale", "language");
  add("e-mail", "email");
  return map;
})();

/** Every accepted gender spelling (keys and names in every language) -> the gender. */
export const GENDER_LOOKUP: ReadonlyMap<string, Gender> = (() => {
  const map = new Map<string, Gender>();
  for (const gender of GENDERS) {
    map.set(normaliseHeader(gender), gender);
    for (const texts of Object.values(SHEET_TEXTS)) map.set(normaliseHeader(texts.genders[gender]), gender);
  }
  return map;
})();
