import type { AssetTexts } from "../types";

export const EU: AssetTexts = {
  1: {
    title: "Nola ezagutu phishing mezu bat",
    summary:
      "Minutu bat baino gutxiago behar duten bost egiaztapen, iruzurrezko mezu gehienak geldiarazten dituztenak.",
    body: [
      "Phishinga konfiantzazko norbaiten itxura hartzen duen mezua da, esteka batean klik egin dezazun, eranskin bat ireki dezazun edo datuak eman ditzazun. Enpresetan sartzeko biderik ohikoena da oraindik, makinei ez baizik pertsonei erasotzen dielako.",
      "Begiratu igorlearen helbide osoari, ez bakarrik agertzen den izenari. Banku batek edo lankide batek domeinu apur bat desberdin batetik idaztea (letra bat gehiago, marratxo bat, doako posta zerbitzu bat) da alarma seinalerik argiena.",
      "Izan mesfidati presioarekin. Zure kontua gaur itxiko dutela, faktura bat iraungita dagoela edo zuzendari nagusiak mesede bat behar duela oraintxe bertan dioten mezuak pentsatu aurretik jardun dezazun daude eginda.",
      "Klik egin aurretik, pasatu sagua esteken gainetik eta egiaztatu benetan nora eramaten duten. Helbidea ustez idazten dizun erakundearena ez bada, ez ireki. Espero ez zenituen eranskinek, batez ere fitxategi konprimituek edo makroak gaitzeko eskatzen duten dokumentuek, zuhurtzia bera merezi dute.",
      "Zalantzarik baduzu, egiaztatu beste bide batetik: deitu pertsonari lehendik duzun zenbakira edo idatzi zuk zeuk zerbitzuaren helbidea. Ondoren, jakinarazi mezua jakinarazteko botoiarekin edo segurtasun taldeari, ezertan klik egin ez baduzu ere. Zure abisuak mezu bera jaso duten lankideak babesten ditu.",
    ],
  },
  2: {
    title: "Pasaesaldiak eta pasahitz kudeatzaileak",
    summary: "Luzeak, bakarrak eta ondo gordeak: nola izan pasahitz sendoak buruz ikasi gabe.",
    body: [
      "Lapurtutako kontu gehienek ez dute eraso sofistikaturik behar: beste zerbitzu batean filtratutako pasahitz bat berrerabiltzen da edo ahul bat asmatzen da. Luzerak eta bakarra izateak ikur arraroek baino askoz gehiago babesten dute.",
      "Zerikusirik gabeko lau edo bost hitzeko pasaesaldi bat, adibidez «lanpara ibaia laranja txartela», luzea da, asmatzen zaila eta gogoratzen erraza. Saihestu aipuak, abestien letrak eta sare sozialetan aurki daitezkeen datu pertsonalak.",
      "Erabili pasahitz desberdin bat zerbitzu bakoitzerako. Inork ezin dituenez dozenaka esaldi gogoratu, erabili zure enpresak onartutako pasahitz kudeatzailea: esaldi nagusi sendo bakarra gogoratzen duzu, eta kudeatzaileak sortzen eta betetzen ditu gainerakoak.",
      "Aktibatu faktore anitzeko autentifikazioa eskuragarri dagoen guztietan, posta elektronikotik, enpresaren saretik eta bankutik hasita. Horrela, lapurtutako pasahitz bat ez da nahikoa sartzeko.",
      "Ez partekatu inoiz pasahitzik posta elektronikoz edo txatez, ezta informatika sailarekin ere: laguntza zerbitzuak ez dizkizu inoiz eskatuko. Pasahitz bat agerian geratu dela uste baduzu, alda ezazu berehala eta abisatu segurtasun taldeari.",
    ],
  },
  3: {
    title: "Bulegotik kanpo modu seguruan lan egitea",
    summary:
      "Etxean, kafetegian, trenean edo hotelean: enpresaren informazioa babesten duten ohiturak, lan egiten duzun tokian zaudela ere.",
    body: [
      "Urruneko lanak enpresaren informazioa bulegoa baino babes txikiagoa duten tokietara eramaten du. Ohitura gutxi batzuek lanaldi malgu baten eta gorabehera baten arteko aldea egiten dute.",
      "Erabili enpresaren VPNa eta saihestu kafetegi, geltoki edo hoteletako wifi sare irekiak. Konexioa behar baduzu, mugikorraren sarbide puntua seguruagoa izan ohi da. Etxean, aldatu bideratzailearen jatorrizko pasahitza eta eguneratuta eduki haren softwarea.",
      "Kontuan izan nork ikus edo entzun zaitzakeen. Leku publikoetan, erabili pribatutasun iragazki bat pantailan, ez egin dei konfidentzialik besteek entzun dezaketen tokietan eta blokeatu ordenagailua altxatzen zaren bakoitzean, une baterako bada ere.",
      "Bereizi lana eta erabilera pertsonala: ez utzi beste inori zure laneko ordenagailu eramangarria erabiltzen, ez gorde enpresaren dokumenturik gailu edo hodei pertsonaletan eta erabili enpresak onartutako tresnak soilik.",
      "Eraman ekipoak kontu handiz eta ez utzi inoiz autoan. Ordenagailu eramangarri bat, mugikor bat edo sarbide txartel bat galtzen baduzu edo lapurtzen badizute, jakinarazi berehala: zenbat eta lehenago jakin, orduan eta lehenago blokeatu daiteke sarbidea.",
    ],
  },
  4: {
    title: "Datu pertsonalen tratamendua",
    summary: "Zer diren datu pertsonalak, zergatik babesten diren eta nola erabili eguneroko lanean.",
    body: [
      "Datu pertsonala pertsona bat zuzenean edo zeharka identifikatzen duen edozein informazio da: izen bat, helbide elektroniko bat, NAN zenbaki bat, argazki bat edo datu batzuen konbinazio bat ere bai. Osasuna, sindikatu afiliazioa edo datu biometrikoak kategoria berezikoak dira, eta babes zorrotzagoa dute.",
      "Legeak (Europan, DBEO) eskatzen digu datu pertsonalak helburu argi baterako soilik erabiltzeko, beharrezkoak direnak bakarrik biltzeko eta behar baino denbora gehiagoan ez gordetzeko. Kalkulu orri bat kopiatu edo zerrenda bat bidali aurretik, galdetu zeure buruari zutabe bakoitza benetan behar den.",
      "Partekatu datu pertsonalak beren lanerako behar dituztenekin soilik eta onartutako bideetatik. Saihestu fitxategiak helbide pertsonaletara bidaltzea, beharrik gabe inprimatzea edo guztientzat irekita dauden karpeta partekatuetan uztea.",
      "Pertsonek eskubideak dituzte beren datuen gainean: datuak ikustea, zuzentzea edo ezabatzeko eskatzea. Horrelako eskaera bat jasotzen baduzu, bidali berehala datuak babesteko arduradunari, legezko epeak daudelako.",
      "Oker bidalitako mezu bat, galdutako USB bat edo baimenik gabeko sarbide bat datu urraketa dira. Berehala jakinarazi behar da barnean, baliteke enpresak 72 ordu besterik ez izatea agintaritzari jakinarazteko.",
    ],
  },
  5: {
    title: "Estresaren aurkako eguneroko ohitura txikiak",
    summary: "Energia berreskuratzen eta lan karga neurrian mantentzen laguntzen duten errutina errealistak.",
    body: [
      "Estresa eskakizunen aurreko erreakzio normala da; arazo bihurtzen da asteetan zehar suspertzerik gabe irauten duenean. Ohitura txiki eta errepikatuek noizbehinkako aldaketa handiek baino gehiago laguntzen dute.",
      "Planifikatu eguna bi edo hiru lehentasunekin eta utzi tartea ustekabeetarako. Posta eta mezuak eguneko une gutxi batzuetan biltzeak etenaldiak murrizten ditu, baita beti atzeratuta zabiltzan sentsazioa ere.",
      "Egin atseden labur batzuk: altxatu, luzatu edo begiratu leihotik minutu batzuetan, ordubetez behin gutxi gorabehera. Pantailatik urrun benetan bazkaltzeak eta paseo bat emateak, laburra izan arren, kontzentrazioa itzultzen dute.",
      "Zaindu loa eta deskonektatu lanaldia amaitzean. Isilarazi laneko jakinarazpenak ordutegitik kanpo zure lanpostuak aukera ematen duen guztietan, eta itxi eguna biharko zereginak idatziz, buruan eraman ez ditzazun.",
      "Hitz egin horretaz. Lan karga garaiz zure arduradunarekin edo taldearekin partekatzeak zereginak berrantolatzea ahalbidetzen du. Nekeak, suminkortasunak edo adorerik ezak jarraitzen badute, eskatu laguntza zure enpresako laguntza zerbitzuari edo osasun profesional bati.",
    ],
  },
  6: {
    title: "Phishing mezu baten anatomia",
    summary: "Iruzurrezko mezu baten bost zatiak, adibide batean markatuta.",
    body: [
      "Mezu elektroniko baten eskema, zenbakidun bost markarekin: 1 igorlearen helbidea, 2 gai premiazkoa, 3 agur orokorra, 4 testuarekin bat ez datorren benetako helbidea duen esteka, 5 ustekabeko eranskina. Lupa batek esteka seinalatzen du.",
      "Berrikusi bost puntuak ezer egin aurretik: nork bidaltzen duen benetan, presarik sartzen dizun, zure izenaz agurtzen zaituen, esteka benetan nora doan eta eranskina espero zenuen. Puntu susmagarri bakar bat nahikoa da gelditzeko eta mezua jakinarazteko.",
    ],
  },
  7: {
    title: "Faktore anitzeko autentifikazioa 4 urratsetan",
    summary: "Nola geldiarazten duen bigarren faktore batek zure pasahitza duena.",
    body: [
      "Geziz lotutako lau urrats: 1 pasahitz eremu bat, 2 kode bat erakusten duen mugikor bat, 3 irekitzen den giltzarrapo bat, 4 pasahitza bakarrik duen erasotzaile bat, hesi batek geldituta.",
      "1 Zure pasahitza idazten duzu. 2 Zerbitzuak bigarren froga bat eskatzen du: kode bat edo onarpen bat mugikorrean, edo segurtasun gako bat. 3 Biekin bakarrik sartzen zara. 4 Zure pasahitza lapurtu duena 2. urratsean geratzen da. Ez onartu inoiz zuk hasi ez duzun eskaerarik.",
    ],
  },
  8: {
    title: "Mahai garbia, pantaila blokeatuta",
    summary: "Hiru keinu zure lanpostutik altxatzen zarenerako.",
    body: [
      "Goitik ikusitako mahai bat, zenbakidun hiru ikonorekin: 1 giltzarrapoa duen pantaila bat, 2 giltzaz ixten den tiradera batean sartzen diren dokumentuak, 3 poltsikoan gordetzen diren sarbide txartel bat eta USB bat. Erloju batek absentzia laburra adierazten du.",
      "Zure lanpostutik altxatu aurretik, kafe bat hartzeko bada ere: 1 blokeatu pantaila (Windows tekla + L, edo Ctrl + Cmd + Q Mac batean). 2 Gorde paper konfidentzialak eta jaso dokumentuak inprimagailutik. 3 Ez utzi txartela, giltzak edo biltegiratze gailuak mahai gainean.",
    ],
  },
  9: {
    title: "Lan nekearen seinaleak eta zer egin",
    summary: "Ezagutu garaiz hiru burnout motak eta jakin zer urratsek laguntzen duten.",
    body: [
      "Hiru zutabe ikonoekin: bateria agortu bat burnout pertsonalerako, karpeta pila bat lanarekin lotutakorako eta bi hizketa bunbuilo bezeroekin edo erabiltzaileekin lotutakorako. Zutabe bakoitzaren azpian, gezi batek laguntzen duen urrats batera eramaten du.",
      "Burnout pertsonala: neke etengabea eta atseden txarra; zaindu loa eta eskatu laguntza. Laneko burnouta: lanak berak agortuta sentitzea; berrikusi lehentasunak eta karga zure arduradunarekin. Bezeroekiko burnouta: pertsonekiko harremana nekagarri bihurtu da; partekatu kasu zailak taldearekin eta egin atsedenak haien artean. Seinaleek bi aste baino gehiago irauten badute, hitz egin profesional batekin.",
    ],
  },
  10: {
    title: "Ransomwarea 60 segundotan",
    summary: "Nola sartzen den ransomwarea, zer egiten duen eta nola geldiarazi dezakezun.",
    body: [
      "Ransomwarea enpresa baten fitxategiak blokeatu eta erreskate bat eskatzen duen software gaiztoa da.",
      "Normalean posta eranskin baten, deskarga faltsu baten edo eguneratu gabeko ordenagailu baten bidez iristen da.",
      "Barruan dagoenean, karpeta partekatuetara hedatzen da eta iristen den guztia zifratzen du.",
      "Eduki ordenagailua eguneratuta eta ez ireki espero ez zenituen eranskinak.",
      "Gorde zure lana enpresaren babeskopia duen biltegian, ez bakarrik zure ordenagailuan.",
      "Fitxategi izen arraroak edo erreskate ohar bat ikusten badituzu, deskonektatu saretik eta deitu berehala informatika sailera.",
    ],
  },
  11: {
    title: "Presazko deia: vishing adibide bat",
    summary: "Aginpidea eta premia erabiltzen dituen dei bat, eta nola erantzun.",
    body: [
      "Telefonoak jotzen du: norbaitek dio zuzendari nagusiaren bulegotik deitzen duela.",
      "Ordainketa bat edo zure pasahitza behar du oraintxe, bost minutu barru hasiko den bilera baten aurretik.",
      "Aginpidea eta premia dira bi palankak: pentsatu aurretik obeditzea nahi dute.",
      "Ez jardun deian zehar. Esan deia itzuliko duzula eta eskegi adeitasunez.",
      "Deitu pertsona horri lehendik ezagutzen duzun zenbaki batera, inoiz ez ematen dizuten horretara.",
      "Jakinarazi deia segurtasun taldeari: beste lankide batzuk dei bera jasotzen ari izan daitezke.",
    ],
  },
  12: {
    title: "Nola jakinarazi gorabehera bat",
    summary: "Zer den gorabehera bat eta hura azkar jakinarazteko hiru urratsak.",
    body: [
      "Segurtasun gorabehera bat informazioa arriskuan jar dezakeen edozer da: klik bat, galera bat, akats bat.",
      "Esteka susmagarri batean klik egin duzu, datuak okerreko pertsonari bidali dizkiozu edo gailu bat galdu duzu? Kontatzen du.",
      "Lehen urratsa: gelditu. Ez saiatu zuk bakarrik konpontzen eta ez ezabatu frogak.",
      "Bigarren urratsa: jakinarazi berehala segurtasun taldeari edo informatika sailari, zure enpresak adierazten duen bidetik.",
      "Hirugarren urratsa: azaldu zer gertatu den, noiz eta zer ikusi duzun. Xehetasun bakoitzak laguntzen du.",
      "Azkar abisatzea ez da inoiz errua egozteko arrazoia: horrela txikia izaten da kaltea.",
    ],
  },
  13: {
    title: "Ingeniaritza sozialaren sei palankak",
    summary:
      "Aginpidea, premia, froga soziala, konfiantza, jakin-mina: ezagutu erabakiak manipulatzen dituzten palankak.",
    body: [
      "Ingeniaritza sozialak ez ditu sistemak hausten: pertsonak konbentzitzen ditu. Erasotzaileek guztiongan eragiten duten palanka psikologiko gutxi batzuk erabiltzen dituzte; beraz, horiek ezagutzea da defentsarik onena.",
      "Aginpidea: mezua zuzendari batengandik, poliziarengandik edo mendeko garen hornitzaile batengandik datorrela dirudi. Zalantzan jarri gabe obeditzeko joera dugu. Galdetu zeure buruari pertsona horrek benetan hori eskatuko lizukeen bide horretatik.",
      "Premia: minutu edo orduetako epeak, zigor mehatxuak edo galtzen diren aukerak. Presak egiaztatzea eragozten digu. Benetako eskaera batek ia beti itxaron dezake bost minutu zuk berresten duzun arte.",
      "Froga soziala: «zure sail osoak bete du dagoeneko». Besteek egin badute, segurua dirudi. Berez ez da arrazoia; egiaztatu zure lankideekin.",
      "Konfiantza eta sinpatia: erasotzaileak harreman atsegina sortzen du, izen ezagun bat erabiltzen du edo beste egoitza bateko lankidearen itxura hartzen du. Adeitasunak ez du egiaztapena ordezkatzen.",
      "Jakin-mina: entregatu ezin izan den pakete bat, soldaten zerrenda, festako argazki bat. Ikusi nahi dugun zerbaitek klik eginarazten digu. Mezu batek jakin-min handia edo urduritasun handia pizten badizu, hain zuzen ere orduan gelditu eta egiaztatu behar duzu.",
    ],
  },
  14: {
    title: "Eguneratzeak eta ustekabeko eranskinak",
    summary:
      "Zergatik diren garrantzitsuak eguneratzeak eta nola tratatu abisatu gabe iristen diren fitxategiak.",
    body: [
      "Software gaizto gehienak konponbidea duten akatsez baliatzen dira. Sistema eragilea, nabigatzailea eta aplikazioak eguneratzeak ate horiek ixten ditu norbaitek erabili aurretik.",
      "Ez atzeratu eguneratzeak mugarik gabe. Berrabiarazi ordenagailuak eskatzen dizunean, hobe lanaldiaren amaieran, eta abisatu informatika sailari eguneratze batek behin eta berriz huts egiten badu.",
      "Instalatu softwarea enpresaren katalogotik edo iturri ofizialetatik soilik. Doako programak, nabigatzailearen luzapenak eta webgune batek deskargatzeko eskatzen dizkizun «erreproduzigailuak» sarbide ohikoa dira.",
      "Tratatu kontuz ustekabeko eranskinak, baita kontaktu ezagunenak ere, haien kontuak arriskuan egon daitezkeelako. Kontu berezia izan fitxategi konprimituekin, exekutagarriekin eta makroak edo edizioa gaitzeko eskatzen duten dokumentuekin.",
      "Zerbait susmagarria ireki baduzu, ez itzali ordenagailua: deskonektatu saretik eta abisatu berehala informatika sailari edo segurtasun taldeari.",
    ],
  },
};
