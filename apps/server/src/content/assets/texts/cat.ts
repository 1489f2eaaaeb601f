import type { AssetTexts } from "../types";

export const CAT: AssetTexts = {
  1: {
    title: "Com reconèixer un correu de pesca (phishing)",
    summary: "Cinc comprovacions que duren menys d'un minut i aturen la majoria dels missatges fraudulents.",
    body: [
      "El phishing és un missatge que es fa passar per algú de confiança perquè cliquis un enllaç, obris un adjunt o donis dades. Continua sent la via d'entrada més habitual a les empreses, perquè ataca les persones i no les màquines.",
      "Fixa't en l'adreça completa del remitent, no només en el nom que apareix. Un banc o un company que escriu des d'un domini lleugerament diferent (una lletra de més, un guionet, un servei de correu gratuït) és el senyal d'alarma més clar.",
      "Desconfia de la pressió. Els missatges que diuen que el teu compte es tancarà avui, que una factura ha vençut o que el director general necessita un favor ara mateix estan pensats perquè actuïs abans de pensar.",
      "Passa el ratolí per sobre dels enllaços abans de clicar-los i comprova on porten de debò. Si l'adreça no pertany a l'organització que suposadament t'escriu, no l'obris. Els adjunts que no esperaves, sobretot els comprimits o els documents que demanen habilitar macros, mereixen la mateixa prudència.",
      "Si dubtes, comprova-ho per un altre canal: truca a la persona al número que ja tens o escriu tu mateix l'adreça del servei. Després, notifica el missatge amb el botó de notificació o a l'equip de seguretat, encara que no hagis clicat res. El teu avís protegeix els companys que han rebut el mateix correu.",
    ],
  },
  2: {
    title: "Frases de contrasenya i gestors de contrasenyes",
    summary: "Llargues, úniques i ben guardades: com tenir contrasenyes robustes sense memoritzar-les.",
    body: [
      "La majoria dels comptes robats no necessiten un atac sofisticat: es reutilitza una contrasenya filtrada en un altre servei o se n'endevina una de feble. La llargada i que sigui única protegeixen molt més que els símbols estranys.",
      "Una frase de contrasenya de quatre o cinc paraules sense relació, com ara «làmpada riu taronja bitllet», és llarga, difícil d'endevinar i fàcil de recordar. Evita cites, lletres de cançons i dades personals que es puguin trobar a les xarxes socials.",
      "Fes servir una contrasenya diferent per a cada servei. Com que ningú no pot recordar desenes de frases, utilitza el gestor de contrasenyes aprovat per la teva empresa: recordes una sola frase mestra robusta i el gestor crea i omple la resta.",
      "Activa l'autenticació multifactor sempre que sigui possible, començant pel correu, la xarxa de l'empresa i la banca. Així, amb una contrasenya robada no n'hi ha prou per entrar.",
      "No comparteixis mai contrasenyes per correu o xat, ni tan sols amb informàtica: el personal de suport no te les demanarà mai. Si creus que una contrasenya ha quedat exposada, canvia-la de seguida i avisa l'equip de seguretat.",
    ],
  },
  3: {
    title: "Treballar de manera segura fora de l'oficina",
    summary:
      "A casa, en una cafeteria, al tren o en un hotel: hàbits que protegeixen la informació de l'empresa allà on treballis.",
    body: [
      "El treball a distància porta la informació de l'empresa a llocs menys protegits que l'oficina. Uns quants hàbits marquen la diferència entre una jornada flexible i un incident.",
      "Utilitza la VPN de l'empresa i evita les xarxes wifi obertes de cafeteries, estacions o hotels. Si necessites connexió, el punt d'accés del mòbil sol ser més segur. A casa, canvia la contrasenya que porta l'encaminador i mantén-ne el programari actualitzat.",
      "Tingues en compte qui et pot veure o sentir. Fes servir un filtre de privadesa a la pantalla en llocs públics, no facis trucades confidencials on altres puguin escoltar i bloqueja l'ordinador cada vegada que t'aixequis, encara que sigui un moment.",
      "Separa l'ús professional del personal: no deixis que altres persones facin servir el teu portàtil de feina, no desis documents de l'empresa en dispositius o núvols personals i utilitza només les eines que l'empresa ha aprovat.",
      "Transporta els equips amb cura i no els deixis mai al cotxe. Si perds o et roben un portàtil, un mòbil o una targeta d'accés, comunica-ho immediatament: com més aviat se sàpiga, més aviat es pot bloquejar l'accés.",
    ],
  },
  4: {
    title: "Tractament de dades personals",
    summary: "Què són les dades personals, per què es protegeixen i com tractar-les a la feina de cada dia.",
    body: [
      "Una dada personal és qualsevol informació que identifica una persona, directament o indirectament: un nom, una adreça electrònica, un DNI, una foto o fins i tot una combinació de dades. La salut, l'afiliació sindical o les dades biomètriques són categories especials amb una protecció més estricta.",
      "La llei (a Europa, el RGPD) ens demana fer servir les dades personals només per a una finalitat clara, recollir-ne només les necessàries i no conservar-les més temps del imprescindible. Abans de copiar un full de càlcul o enviar una llista, pregunta't si de debò cal cada columna.",
      "Comparteix dades personals només amb qui les necessita per a la seva feina i pels canals aprovats. Evita enviar fitxers a adreces personals, imprimir-los sense necessitat o deixar-los en carpetes compartides obertes a tothom.",
      "Les persones tenen drets sobre les seves dades: accedir-hi, rectificar-les o demanar que se suprimeixin. Si reps una sol·licitud així, passa-la sense demora al responsable de protecció de dades, perquè hi ha terminis legals.",
      "Un correu enviat per error, un USB perdut o un accés no autoritzat són una bretxa de dades. Cal comunicar-la internament de seguida, perquè l'empresa pot tenir només 72 hores per notificar-la a l'autoritat.",
    ],
  },
  5: {
    title: "Petits hàbits diaris contra l'estrès",
    summary:
      "Rutines realistes que ajuden a recuperar energia i a mantenir la càrrega de feina a la mida justa.",
    body: [
      "L'estrès és una reacció normal davant les exigències; esdevé un problema quan dura setmanes sense recuperació. Els hàbits petits i repetits ajuden més que els grans canvis ocasionals.",
      "Planifica el dia amb dues o tres prioritats i deixa marge per a l'imprevist. Agrupar el correu i els missatges en uns quants moments al dia redueix les interrupcions i la sensació d'anar sempre tard.",
      "Fes pauses breus: aixeca't, estira't o mira per la finestra uns minuts més o menys cada hora. Dinar de debò lluny de la pantalla i fer un passeig, encara que sigui curt, retornen la concentració.",
      "Tingues cura del son i desconnecta en acabar la jornada. Silencia les notificacions de la feina fora de l'horari sempre que el teu lloc ho permeti i tanca el dia anotant les tasques de l'endemà perquè no et quedin al cap.",
      "Parla'n. Compartir a temps la càrrega de feina amb el teu responsable o el teu equip permet reorganitzar les tasques. Si el cansament, la irritabilitat o el desànim persisteixen, demana ajuda al servei de suport de la teva empresa o a un professional sanitari.",
    ],
  },
  6: {
    title: "Anatomia d'un missatge de phishing",
    summary: "Les cinc parts d'un correu fraudulent, assenyalades sobre un exemple.",
    body: [
      "Esquema d'un correu amb cinc marques numerades: 1 l'adreça del remitent, 2 un assumpte urgent, 3 una salutació genèrica, 4 un enllaç l'adreça real del qual no coincideix amb el text, 5 un adjunt inesperat. Una lupa assenyala l'enllaç.",
      "Revisa els cinc punts abans d'actuar: qui l'envia realment, si et fa anar amb presses, si et saluda pel teu nom, on porta de debò l'enllaç i si esperaves l'adjunt. N'hi ha prou amb un punt sospitós per aturar-te i notificar el missatge.",
    ],
  },
  7: {
    title: "L'autenticació multifactor en 4 passos",
    summary: "Com un segon factor atura qui té la teva contrasenya.",
    body: [
      "Quatre passos units per fletxes: 1 un camp de contrasenya, 2 un mòbil que mostra un codi, 3 un cadenat que s'obre, 4 un atacant que només té la contrasenya, aturat per una barrera.",
      "1 Escrius la contrasenya. 2 El servei demana una segona prova: un codi o una aprovació al mòbil, o una clau de seguretat. 3 Només amb totes dues entres. 4 Qui t'hagi robat la contrasenya es queda al pas 2. No aprovis mai una sol·licitud que no hagis iniciat tu.",
    ],
  },
  8: {
    title: "Taula neta, pantalla bloquejada",
    summary: "Tres gestos per quan t'aixeques del lloc de treball.",
    body: [
      "Una taula vista des de dalt amb tres icones numerades: 1 una pantalla amb un cadenat, 2 documents que entren en un calaix amb clau, 3 una targeta d'accés i un USB que es guarden a la butxaca. Un rellotge indica una absència breu.",
      "Abans d'aixecar-te del lloc de treball, encara que sigui per fer un cafè: 1 bloqueja la pantalla (tecla Windows + L, o Ctrl + Cmd + Q en un Mac). 2 Desa els papers confidencials i recull els documents de la impressora. 3 No deixis la targeta, les claus ni els dispositius d'emmagatzematge sobre la taula.",
    ],
  },
  9: {
    title: "Senyals de desgast professional i què fer",
    summary: "Reconeix a temps els tres tipus de burnout i coneix els passos que ajuden.",
    body: [
      "Tres columnes amb icones: una bateria esgotada per al burnout personal, una pila de carpetes per al relacionat amb la feina i dues bombolles de diàleg per al relacionat amb clients o usuaris. Sota cada columna, una fletxa porta a un pas que ajuda.",
      "Burnout personal: cansament constant i mal descans; tingues cura del son i demana ajuda. Burnout laboral: la feina mateixa et deixa sense energia; revisa prioritats i càrrega amb el teu responsable. Burnout amb clients: el tracte amb les persones s'ha tornat esgotador; comparteix els casos difícils amb l'equip i fes pauses entre ells. Si els senyals duren més de dues setmanes, parla amb un professional.",
    ],
  },
  10: {
    title: "El ransomware en 60 segons",
    summary: "Com entra el ransomware, què fa i com el pots aturar.",
    body: [
      "El ransomware és un programari maliciós que bloqueja els fitxers d'una empresa i exigeix un rescat.",
      "Sol arribar per un adjunt de correu, una baixada falsa o un ordinador sense actualitzar.",
      "Un cop a dins, s'estén a les carpetes compartides i xifra tot el que abasta.",
      "Mantén l'equip actualitzat i no obris adjunts que no esperaves.",
      "Desa la feina a l'emmagatzematge de l'empresa amb còpia de seguretat, no només al teu ordinador.",
      "Si veus noms de fitxer estranys o una nota de rescat, desconnecta't de la xarxa i truca de seguida a informàtica.",
    ],
  },
  11: {
    title: "La trucada amb presses: un exemple de vishing",
    summary: "Una trucada que fa servir l'autoritat i la urgència, i com respondre-hi.",
    body: [
      "Sona el telèfon: algú diu que truca des del despatx del director general.",
      "Necessita un pagament o la teva contrasenya ara mateix, abans d'una reunió que comença d'aquí a cinc minuts.",
      "Autoritat i urgència són les dues palanques: volen que obeeixis abans de pensar.",
      "No actuïs durant la trucada. Digues que tornaràs la trucada i penja amb educació.",
      "Truca a aquesta persona a un número que ja coneixes, mai al que et donin.",
      "Notifica la trucada a l'equip de seguretat: altres companys poden estar rebent la mateixa.",
    ],
  },
  12: {
    title: "Com notificar un incident",
    summary: "Què es considera un incident i els tres passos per notificar-lo ràpidament.",
    body: [
      "Un incident de seguretat és tot allò que pot posar en risc la informació: un clic, una pèrdua, un error.",
      "Has clicat un enllaç sospitós, has enviat dades a qui no tocava o has perdut un dispositiu? Compta.",
      "Primer pas: atura't. No intentis arreglar-ho pel teu compte ni esborris les proves.",
      "Segon pas: notifica-ho de seguida a l'equip de seguretat o a informàtica, pel canal que indiqui la teva empresa.",
      "Tercer pas: explica què ha passat, quan i què has vist. Cada detall ajuda.",
      "Avisar ràpidament no és mai motiu de culpa: és la manera que el dany sigui petit.",
    ],
  },
  13: {
    title: "Les sis palanques de l'enginyeria social",
    summary:
      "Autoritat, urgència, prova social, confiança, curiositat: reconeix les palanques que manipulen les decisions.",
    body: [
      "L'enginyeria social no trenca sistemes: convenç les persones. Els atacants fan servir unes quantes palanques psicològiques que funcionen amb tothom, de manera que conèixer-les és la millor defensa.",
      "Autoritat: el missatge sembla que ve d'un directiu, de la policia o d'un proveïdor del qual depenem. Tendim a obeir sense qüestionar. Pregunta't si aquesta persona et demanaria realment això per aquest canal.",
      "Urgència: terminis de minuts o hores, amenaces de sancions o oportunitats que es perden. Les presses ens impedeixen comprovar. Una petició real gairebé sempre pot esperar cinc minuts que la confirmis.",
      "Prova social: «tot el teu departament ja l'ha emplenat». Si altres ho han fet, sembla segur. Per si sol no és un motiu; comprova-ho amb els companys.",
      "Confiança i simpatia: l'atacant crea una relació cordial, fa servir un nom conegut o es fa passar per un company d'una altra seu. L'amabilitat no substitueix la verificació.",
      "Curiositat: un paquet que no s'ha pogut lliurar, la llista de sous, una foto de la festa. Alguna cosa que volem veure ens fa clicar. Si un missatge et desperta molta curiositat o molt de neguit, aquest és just el moment d'aturar-te i comprovar-ho.",
    ],
  },
  14: {
    title: "Actualitzacions i adjunts inesperats",
    summary: "Per què importen les actualitzacions i com tractar els fitxers que arriben sense avisar.",
    body: [
      "La major part del programari maliciós aprofita errors que ja tenen solució. Actualitzar el sistema operatiu, el navegador i les aplicacions tanca aquestes portes abans que algú les faci servir.",
      "No ajornis les actualitzacions indefinidament. Reinicia quan l'equip t'ho demani, millor al final de la jornada, i avisa informàtica si una actualització falla una vegada i una altra.",
      "Instal·la programari només des del catàleg de l'empresa o des de fonts oficials. Els programes gratuïts, les extensions del navegador i els «reproductors» que un web et demana baixar són una via d'entrada habitual.",
      "Tracta amb cautela els adjunts inesperats, fins i tot de contactes coneguts, els comptes dels quals poden estar compromesos. Vés amb especial compte amb els comprimits, els executables i els documents que demanen habilitar macros o l'edició.",
      "Si has obert alguna cosa sospitosa, no apaguis l'equip: desconnecta'l de la xarxa i avisa de seguida informàtica o l'equip de seguretat.",
    ],
  },
};
