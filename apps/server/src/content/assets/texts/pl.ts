import type { AssetTexts } from "../types";

export const PL: AssetTexts = {
  1: {
    title: "Jak rozpoznać e-mail phishingowy",
    summary: "Pięć sprawdzeń, które zajmują mniej niż minutę i zatrzymują większość fałszywych wiadomości.",
    body: [
      "Phishing to wiadomość, która podszywa się pod kogoś zaufanego, aby skłonić Cię do kliknięcia linku, otwarcia załącznika lub podania danych. Wciąż jest to najczęstsza droga do firmy, bo atakuje ludzi, a nie maszyny.",
      "Sprawdź pełny adres nadawcy, a nie tylko wyświetlaną nazwę. Bank lub współpracownik piszący z nieco innej domeny (dodatkowa litera, myślnik, darmowa skrzynka pocztowa) to najwyraźniejszy sygnał ostrzegawczy.",
      "Uważaj na presję. Wiadomości, że konto zostanie dziś zamknięte, że faktura jest przeterminowana albo że prezes potrzebuje przysługi natychmiast, mają sprawić, że zadziałasz, zanim pomyślisz.",
      "Zanim klikniesz link, najedź na niego kursorem i sprawdź, dokąd naprawdę prowadzi. Jeśli adres nie należy do organizacji, która rzekomo pisze, nie otwieraj go. Tej samej ostrożności wymagają nieoczekiwane załączniki, zwłaszcza archiwa i dokumenty proszące o włączenie makr.",
      "W razie wątpliwości sprawdź innym kanałem: zadzwoń do tej osoby na numer, który już masz, albo wpisz adres serwisu samodzielnie. Następnie zgłoś wiadomość przyciskiem zgłaszania lub zespołowi bezpieczeństwa, nawet jeśli nic nie zostało kliknięte. Twoje zgłoszenie chroni współpracowników, którzy dostali ten sam e-mail.",
    ],
  },
  2: {
    title: "Frazy hasłowe i menedżery haseł",
    summary: "Długie, unikalne i bezpiecznie przechowywane: jak mieć silne hasła bez zapamiętywania ich.",
    body: [
      "Większość przejęć kont nie wymaga wyrafinowanego ataku: wystarczy hasło wykradzione z innego serwisu albo odgadnięte słabe hasło. Długość i unikalność chronią znacznie lepiej niż dziwne symbole.",
      "Fraza z czterech lub pięciu niepowiązanych słów, na przykład „lampa rzeka pomarańcza bilet”, jest długa, trudna do odgadnięcia i łatwa do zapamiętania. Unikaj cytatów, tekstów piosenek i danych osobowych, które można znaleźć w mediach społecznościowych.",
      "Do każdego serwisu używaj innego hasła. Nikt nie zapamięta dziesiątek fraz, dlatego korzystaj z menedżera haseł zatwierdzonego przez firmę: pamiętasz jedną silną frazę główną, a menedżer tworzy i wpisuje pozostałe.",
      "Włącz uwierzytelnianie wieloskładnikowe wszędzie, gdzie jest dostępne, zaczynając od poczty, sieci firmowej i bankowości. Wtedy samo skradzione hasło nie wystarczy, by się zalogować.",
      "Nigdy nie przekazuj haseł e-mailem ani na czacie, nawet działowi IT: pracownicy wsparcia nigdy o nie nie poproszą. Jeśli podejrzewasz, że hasło wyciekło, natychmiast je zmień i powiadom zespół bezpieczeństwa.",
    ],
  },
  3: {
    title: "Bezpieczna praca poza biurem",
    summary:
      "W domu, w kawiarni, w pociągu czy w hotelu: nawyki, które chronią informacje firmy, gdziekolwiek pracujesz.",
    body: [
      "Praca zdalna przenosi informacje firmy tam, gdzie ochrona jest słabsza niż w biurze. Kilka nawyków decyduje o tym, czy dzień będzie po prostu elastyczny, czy skończy się incydentem.",
      "Korzystaj z firmowego VPN i unikaj otwartych sieci Wi-Fi w kawiarniach, na dworcach i w hotelach. Jeśli potrzebujesz połączenia, hotspot w telefonie jest zwykle bezpieczniejszy. W domu zmień domyślne hasło routera i aktualizuj jego oprogramowanie.",
      "Zwracaj uwagę, kto może Cię widzieć lub słyszeć. W miejscach publicznych używaj filtra prywatyzującego na ekranie, nie prowadź poufnych rozmów tam, gdzie inni mogą słuchać, i blokuj komputer za każdym razem, gdy odchodzisz, nawet na chwilę.",
      "Oddzielaj pracę od spraw prywatnych: nie pozwalaj innym korzystać ze służbowego laptopa, nie zapisuj dokumentów firmy na prywatnych urządzeniach ani w prywatnej chmurze i używaj tylko narzędzi zatwierdzonych przez firmę.",
      "Przenoś sprzęt ostrożnie i nigdy nie zostawiaj go w samochodzie. Jeśli zgubisz laptop, telefon lub identyfikator albo zostaną Ci skradzione, zgłoś to natychmiast: im szybciej firma się dowie, tym szybciej zablokuje dostęp.",
    ],
  },
  4: {
    title: "Przetwarzanie danych osobowych",
    summary: "Czym są dane osobowe, dlaczego są chronione i jak się z nimi obchodzić w codziennej pracy.",
    body: [
      "Dane osobowe to wszelkie informacje, które pozwalają zidentyfikować osobę, bezpośrednio lub pośrednio: imię i nazwisko, adres e-mail, numer PESEL, zdjęcie, a nawet połączenie kilku informacji. Dane o zdrowiu, przynależności do związków zawodowych czy dane biometryczne to szczególne kategorie, chronione jeszcze ściślej.",
      "Prawo (w Europie RODO) wymaga, abyśmy wykorzystywali dane osobowe tylko w jasno określonym celu, zbierali tylko te niezbędne i nie przechowywali ich dłużej, niż trzeba. Zanim skopiujesz arkusz lub wyślesz listę, zastanów się, czy każda kolumna jest naprawdę potrzebna.",
      "Udostępniaj dane osobowe tylko osobom, które potrzebują ich do pracy, i tylko zatwierdzonymi kanałami. Nie wysyłaj plików na prywatne adresy, nie drukuj ich bez potrzeby i nie zostawiaj w folderach dostępnych dla wszystkich.",
      "Ludzie mają prawa do swoich danych: mogą uzyskać do nich dostęp, sprostować je lub zażądać ich usunięcia. Jeśli otrzymasz takie żądanie, niezwłocznie przekaż je inspektorowi ochrony danych, bo obowiązują terminy ustawowe.",
      "E-mail wysłany do niewłaściwej osoby, zgubiony pendrive czy nieuprawniony dostęp to naruszenie ochrony danych. Trzeba je od razu zgłosić wewnętrznie, bo firma może mieć tylko 72 godziny na powiadomienie organu nadzorczego.",
    ],
  },
  5: {
    title: "Małe codzienne nawyki przeciw stresowi",
    summary:
      "Realistyczne zwyczaje, które pomagają odzyskać energię i utrzymać obciążenie pracą w rozsądnych granicach.",
    body: [
      "Stres to normalna reakcja na wymagania; staje się problemem, gdy trwa tygodniami bez regeneracji. Małe, powtarzane nawyki pomagają bardziej niż okazjonalne wielkie zmiany.",
      "Planuj dzień wokół dwóch lub trzech priorytetów i zostaw margines na nieprzewidziane sprawy. Sprawdzanie poczty i komunikatorów w kilku stałych porach zmniejsza liczbę przerw i poczucie, że ciągle jesteś w tyle.",
      "Rób krótkie przerwy: wstań, rozciągnij się lub popatrz przez okno przez kilka minut mniej więcej co godzinę. Prawdziwa przerwa na posiłek z dala od ekranu i spacer, nawet krótki, przywracają koncentrację.",
      "Dbaj o sen i odłączaj się po pracy. Jeśli Twoje stanowisko na to pozwala, wyciszaj służbowe powiadomienia po godzinach, a dzień kończ, zapisując zadania na jutro, żeby nie nosić ich w głowie.",
      "Mów o tym. Wczesna rozmowa o obciążeniu z przełożonym lub zespołem pozwala przeorganizować zadania. Jeśli zmęczenie, drażliwość lub przygnębienie nie mijają, poproś o pomoc firmowy program wsparcia albo specjalistę.",
    ],
  },
  6: {
    title: "Anatomia wiadomości phishingowej",
    summary: "Pięć elementów fałszywego e-maila zaznaczonych na przykładzie.",
    body: [
      "Schemat e-maila z pięcioma ponumerowanymi znacznikami: 1 adres nadawcy, 2 pilny temat, 3 ogólne powitanie, 4 link, którego prawdziwy adres różni się od tekstu, 5 nieoczekiwany załącznik. Lupa wskazuje link.",
      "Zanim coś zrobisz, sprawdź pięć punktów: kto naprawdę jest nadawcą, czy wiadomość Cię pogania, czy zwraca się do Ciebie po imieniu, dokąd faktycznie prowadzi link i czy załącznik był oczekiwany. Jeden podejrzany punkt wystarczy, żeby się zatrzymać i zgłosić wiadomość.",
    ],
  },
  7: {
    title: "Uwierzytelnianie wieloskładnikowe w 4 krokach",
    summary: "Jak drugi składnik zatrzymuje kogoś, kto zna Twoje hasło.",
    body: [
      "Cztery kroki połączone strzałkami: 1 pole hasła, 2 telefon wyświetlający kod, 3 otwierająca się kłódka, 4 atakujący, który ma tylko hasło, zatrzymany przez szlaban.",
      "1 Wpisujesz hasło. 2 Serwis prosi o drugi dowód: kod lub zatwierdzenie w telefonie albo klucz bezpieczeństwa. 3 Dopiero z obydwoma wchodzisz. 4 Ktoś, kto ukradł Twoje hasło, zatrzymuje się na kroku 2. Nigdy nie zatwierdzaj żądania, które nie pochodzi od Ciebie.",
    ],
  },
  8: {
    title: "Czyste biurko, zablokowany ekran",
    summary: "Trzy gesty, gdy odchodzisz od stanowiska.",
    body: [
      "Biurko widziane z góry z trzema ponumerowanymi ikonami: 1 ekran z kłódką, 2 dokumenty trafiające do zamykanej szuflady, 3 identyfikator i pendrive chowane do kieszeni. Zegar oznacza krótką nieobecność.",
      "Zanim odejdziesz od stanowiska, nawet na kawę: 1 zablokuj ekran (klawisz Windows + L lub Ctrl + Cmd + Q na Macu). 2 Schowaj poufne dokumenty i odbierz wydruki z drukarki. 3 Nie zostawiaj na biurku identyfikatora, kluczy ani nośników danych.",
    ],
  },
  9: {
    title: "Objawy wypalenia i co z nimi zrobić",
    summary: "Rozpoznaj wcześnie trzy rodzaje wypalenia i poznaj kroki, które pomagają.",
    body: [
      "Trzy kolumny z ikonami: rozładowana bateria oznacza wypalenie osobiste, stos teczek wypalenie związane z pracą, a dwa dymki rozmowy wypalenie związane z klientami lub użytkownikami. Pod każdą kolumną strzałka prowadzi do pomocnego kroku.",
      "Wypalenie osobiste: ciągłe zmęczenie i słaby sen; zadbaj o odpoczynek i poproś o pomoc. Wypalenie zawodowe: sama praca odbiera Ci energię; omów priorytety i obciążenie z przełożonym. Wypalenie związane z klientami: kontakt z ludźmi stał się męczący; dziel się trudnymi sprawami z zespołem i rób przerwy między nimi. Jeśli objawy trwają dłużej niż dwa tygodnie, porozmawiaj ze specjalistą.",
    ],
  },
  10: {
    title: "Ransomware w 60 sekund",
    summary: "Jak ransomware dostaje się do firmy, co robi i jak możesz je zatrzymać.",
    body: [
      "Ransomware to złośliwe oprogramowanie, które blokuje pliki firmy i żąda okupu.",
      "Zwykle trafia do nas przez załącznik e-maila, fałszywy plik do pobrania lub nieaktualny komputer.",
      "Gdy jest już w środku, rozprzestrzenia się na foldery współdzielone i szyfruje wszystko, do czego dotrze.",
      "Aktualizuj komputer i nie otwieraj nieoczekiwanych załączników.",
      "Zapisuj pracę w firmowym magazynie z kopią zapasową, a nie tylko na swoim komputerze.",
      "Jeśli widzisz dziwne nazwy plików lub żądanie okupu, odłącz się od sieci i od razu zadzwoń do działu IT.",
    ],
  },
  11: {
    title: "Telefon pod presją: przykład vishingu",
    summary: "Rozmowa, która wykorzystuje autorytet i pośpiech, oraz jak na nią odpowiedzieć.",
    body: [
      "Dzwoni telefon: ktoś mówi, że dzwoni z biura prezesa.",
      "Potrzebuje przelewu albo Twojego hasła natychmiast, przed spotkaniem, które zaczyna się za pięć minut.",
      "Autorytet i pośpiech to dwie dźwignie: chcą posłuszeństwa, zanim zdążysz pomyśleć.",
      "Nie działaj w trakcie rozmowy. Powiedz, że oddzwonisz, i uprzejmie się rozłącz.",
      "Oddzwoń do tej osoby na numer, który już znasz, nigdy na ten, który Ci podano.",
      "Zgłoś rozmowę zespołowi bezpieczeństwa: inni współpracownicy mogą dostawać takie same telefony.",
    ],
  },
  12: {
    title: "Zgłaszanie incydentu",
    summary: "Co jest incydentem i trzy kroki, by szybko go zgłosić.",
    body: [
      "Incydent bezpieczeństwa to wszystko, co może narazić informacje: kliknięcie, zguba, pomyłka.",
      "Kliknięcie podejrzanego linku, dane wysłane nie tej osobie, zgubione urządzenie? To się liczy.",
      "Krok pierwszy: zatrzymaj się. Nie próbuj naprawiać tego na własną rękę i nie usuwaj śladów.",
      "Krok drugi: od razu zgłoś to zespołowi bezpieczeństwa lub działowi IT kanałem wskazanym przez firmę.",
      "Krok trzeci: opisz, co się stało, kiedy i co było widać. Każdy szczegół pomaga.",
      "Szybkie zgłoszenie nigdy nie jest powodem do obwiniania: tak ogranicza się szkody.",
    ],
  },
  13: {
    title: "Sześć dźwigni socjotechniki",
    summary:
      "Autorytet, pośpiech, społeczny dowód słuszności, zaufanie, ciekawość: rozpoznaj dźwignie, które manipulują decyzjami.",
    body: [
      "Socjotechnika nie łamie systemów: przekonuje ludzi. Atakujący korzystają z kilku psychologicznych dźwigni, które działają na każdego, dlatego ich znajomość jest najlepszą obroną.",
      "Autorytet: wiadomość wydaje się pochodzić od przełożonego, policji lub dostawcy, od którego zależymy. Mamy skłonność do posłuszeństwa bez zadawania pytań. Zastanów się, czy ta osoba naprawdę poprosiłaby o to tym kanałem.",
      "Pośpiech: terminy liczone w minutach lub godzinach, groźby kar albo utraconych okazji. Pośpiech nie pozwala nam sprawdzić. Prawdziwa prośba prawie zawsze może poczekać pięć minut, aż ją potwierdzisz.",
      "Społeczny dowód słuszności: „cały Twój dział już to wypełnił”. Skoro inni to zrobili, wydaje się to bezpieczne. Samo w sobie nie jest to powodem; sprawdź u współpracowników.",
      "Zaufanie i sympatia: atakujący buduje przyjazną relację, używa znajomego nazwiska lub podaje się za kolegę z innego oddziału. Uprzejmość nie zastępuje weryfikacji.",
      "Ciekawość: paczka, której nie udało się doręczyć, lista wynagrodzeń, zdjęcie z imprezy. Coś, co chcemy zobaczyć, skłania nas do kliknięcia. Jeśli wiadomość budzi w Tobie dużą ciekawość lub silne zdenerwowanie, to właśnie moment, by się zatrzymać i sprawdzić.",
    ],
  },
  14: {
    title: "Aktualizacje i nieoczekiwane załączniki",
    summary: "Dlaczego aktualizacje są ważne i jak traktować pliki, które przychodzą bez zapowiedzi.",
    body: [
      "Większość złośliwego oprogramowania wykorzystuje luki, dla których istnieją już poprawki. Aktualizacja systemu operacyjnego, przeglądarki i aplikacji zamyka te drzwi, zanim ktoś z nich skorzysta.",
      "Nie odkładaj aktualizacji w nieskończoność. Uruchamiaj komputer ponownie, gdy o to prosi, najlepiej pod koniec dnia, i powiadom dział IT, jeśli aktualizacja wielokrotnie się nie udaje.",
      "Instaluj oprogramowanie tylko z firmowego katalogu lub z oficjalnych źródeł. Darmowe programy, rozszerzenia przeglądarki i „odtwarzacze”, które strona każe pobrać, to częsta droga ataku.",
      "Ostrożnie traktuj nieoczekiwane załączniki, także od znajomych, bo ich konta mogły zostać przejęte. Szczególnie uważaj na archiwa, pliki wykonywalne i dokumenty, które proszą o włączenie makr lub edycji.",
      "Jeśli coś podejrzanego zostało otwarte, nie wyłączaj komputera: odłącz go od sieci i od razu powiadom dział IT lub zespół bezpieczeństwa.",
    ],
  },
};
