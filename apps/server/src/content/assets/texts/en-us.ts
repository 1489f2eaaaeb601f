import type { AssetTexts } from "../types";

export const EN_US: AssetTexts = {
  1: {
    title: "Spotting a phishing email",
    summary: "Five checks that take less than a minute and stop most fraudulent messages.",
    body: [
      "Phishing is a message that pretends to come from someone you trust so that you click a link, open an attachment or hand over data. It is still the most common way into a company, because it attacks people rather than machines.",
      "Look at the sender's full address, not just the display name. A bank or a coworker writing from a slightly different domain (an extra letter, a hyphen, a free email service) is the clearest warning sign.",
      "Be suspicious of pressure. Messages that say your account will be closed today, that an invoice is overdue or that the CEO needs a favor right now are designed to make you act before you think.",
      "Hover over links before clicking them and check where they really lead. If the address does not belong to the organization that supposedly wrote to you, do not open it. Attachments you were not expecting, especially compressed files or documents that ask you to enable macros, deserve the same caution.",
      "When in doubt, check through another channel: call the person on the number you already have or type the service's address yourself. Then report the message with the report button or to the security team, even if you did not click. Your report protects coworkers who received the same email.",
    ],
  },
  2: {
    title: "Passphrases and password managers",
    summary: "Long, unique and stored safely: how to have strong passwords without memorising them.",
    body: [
      "Most account takeovers do not need a clever attack: they reuse a password stolen from another service or guess a weak one. Length and uniqueness protect you far more than strange symbols.",
      'A passphrase of four or five unrelated words, such as "lamp river orange ticket", is long, hard to guess and easy to remember. Avoid quotes, song lyrics and personal details that can be found on social networks.',
      "Use a different password for every service. As nobody can remember dozens of passphrases, use the password manager approved by your company: you remember one strong master passphrase and it creates and fills in the rest.",
      "Switch on multi-factor authentication wherever it is offered, starting with email, the company network and banking. A stolen password is then not enough to get in.",
      "Never share passwords by email or chat, not even with IT: support staff will never ask for them. If you think a password has been exposed, change it right away and tell the security team.",
    ],
  },
  3: {
    title: "Working safely away from the office",
    summary: "Home, café, train or hotel: habits that keep company information safe wherever you work.",
    body: [
      "Working remotely moves company information to places with less protection than the office. A few habits make the difference between a flexible day and an incident.",
      "Use the company VPN and avoid open Wi-Fi networks in cafés, stations or hotels. If you need a connection, your phone's hotspot is usually safer. At home, change the router's default password and keep its software up to date.",
      "Mind who can see or hear you. Use a privacy filter on the screen in public places, do not take confidential calls where others can listen and lock the computer every time you step away, even for a moment.",
      "Keep work and personal use apart: do not let others use your work laptop, do not save company documents on personal devices or cloud services and use only the tools your company has approved.",
      "Carry equipment with care and never leave it in a car. If a laptop, phone or badge is lost or stolen, report it immediately: the sooner it is known, the sooner access can be blocked.",
    ],
  },
  4: {
    title: "Handling personal data",
    summary: "What personal data is, why it is protected and how to treat it in your everyday work.",
    body: [
      "Personal data is any information that identifies a person, directly or indirectly: a name, an email address, an ID number, a photo or even a combination of details. Health, union membership or biometric data are special categories with stricter protection.",
      "The law (in Europe, the GDPR) asks us to use personal data only for a clear purpose, to collect no more than we need and to keep it no longer than necessary. Before you copy a spreadsheet or send a list, ask yourself whether every column is really needed.",
      "Share personal data only with people who need it for their work and through approved channels. Avoid sending files to personal addresses, printing them without need or leaving them in shared folders open to everyone.",
      "People have rights over their data: to access it, correct it or ask for it to be deleted. If you receive such a request, pass it to the person responsible for data protection without delay, as there are legal deadlines.",
      "A mistaken email, a lost USB stick or unauthorised access is a data breach. It must be reported internally at once, because the company may have only 72 hours to notify the authority.",
    ],
  },
  5: {
    title: "Small daily habits against stress",
    summary: "Realistic routines that help you recover energy and keep workload in proportion.",
    body: [
      "Stress is a normal reaction to demands; it becomes a problem when it lasts for weeks without recovery. Small, repeated habits help more than occasional big changes.",
      "Plan the day with two or three priorities and leave some room for the unexpected. Grouping email and messages into a few moments a day reduces interruptions and the feeling of being permanently behind.",
      "Take short breaks: stand up, stretch or look out of the window for a few minutes every hour or so. A real lunch break away from the screen and a walk, even a short one, restore concentration.",
      "Protect your sleep and disconnect at the end of the day. Switch off work notifications after hours whenever your role allows it, and close the day by writing down the tasks for tomorrow so they do not stay in your head.",
      "Talk about it. Sharing the workload with your manager or team in time makes it possible to reorganize tasks. If tiredness, irritability or low mood persist, ask for help from your company's support service or a health professional.",
    ],
  },
  6: {
    title: "Anatomy of a phishing message",
    summary: "The five parts of a fraudulent email, marked on one example.",
    body: [
      "Diagram of an email with five numbered marks: 1 the sender's address, 2 an urgent subject line, 3 a generic greeting, 4 a link whose real address is different from the text, 5 an unexpected attachment. A magnifying glass points at the link.",
      "Check the five points before you act: who really sends it, whether it pushes you to hurry, whether it greets you by name, where the link actually goes and whether you were expecting the attachment. One suspicious point is enough to stop and report the message.",
    ],
  },
  7: {
    title: "Multi-factor authentication in 4 steps",
    summary: "How a second factor stops someone who has your password.",
    body: [
      "Four steps joined by arrows: 1 a password field, 2 a cell phone showing a code, 3 a padlock that opens, 4 an attacker with only the password stopped by a barrier.",
      "1 You type your password. 2 The service asks for a second proof: a code or approval on your phone or a security key. 3 Only with both do you get in. 4 Someone who has stolen your password is stopped at step 2. Never approve a request you did not start yourself.",
    ],
  },
  8: {
    title: "Clean desk, locked screen",
    summary: "Three gestures for when you leave your workstation.",
    body: [
      "A desk seen from above with three numbered icons: 1 a screen with a padlock, 2 documents going into a locked drawer, 3 a badge and a USB stick put away in a pocket. A clock shows a short absence.",
      "Before leaving your workstation, even for a coffee: 1 lock the screen (Windows key + L, or Ctrl + Cmd + Q on a Mac). 2 Put confidential papers away and collect documents from the printer. 3 Do not leave your badge, keys or storage devices on the desk.",
    ],
  },
  9: {
    title: "Signs of burnout and what to do",
    summary: "Recognize the three kinds of burnout early and know which steps help.",
    body: [
      "Three columns with icons: a flat battery for personal burnout, a stack of folders for work-related burnout and two speech bubbles for burnout related to clients or users. Under each column, an arrow points to a helping step.",
      "Personal burnout: constant tiredness and poor sleep; look after rest and ask for help. Work-related burnout: feeling drained by the job itself; review priorities and workload with your manager. Client-related burnout: contact with people has become exhausting; share difficult cases with your team and take breaks between them. If the signs last more than two weeks, talk to a professional.",
    ],
  },
  10: {
    title: "Ransomware in 60 seconds",
    summary: "How ransomware gets in, what it does and how you can stop it.",
    body: [
      "Ransomware is malicious software that locks a company's files and demands a ransom.",
      "It usually arrives through an email attachment, a fake download or an out-of-date computer.",
      "Once inside, it spreads to shared folders and encrypts everything it can reach.",
      "Keep your computer updated and do not open attachments you were not expecting.",
      "Save your work in the company's backed-up storage, not only on your own computer.",
      "If you see strange file names or a ransom note, disconnect from the network and call IT at once.",
    ],
  },
  11: {
    title: "The pressure call: a vishing example",
    summary: "A phone call that uses authority and urgency, and how to answer it.",
    body: [
      "The phone rings: someone says they are calling from the CEO's office.",
      "They need a payment or your password right now, before a meeting that starts in five minutes.",
      "Authority and urgency are the two levers: they want you to obey before you think.",
      "Do not act during the call. Say you will call back and hang up politely.",
      "Call the person back on a number you already know, never on the one they give you.",
      "Report the call to the security team: other coworkers may be receiving the same one.",
    ],
  },
  12: {
    title: "Reporting an incident",
    summary: "What counts as an incident and the three steps to report it quickly.",
    body: [
      "A security incident is anything that may put information at risk: a click, a loss, a mistake.",
      "Clicked a suspicious link, sent data to the wrong person or lost a device? It counts.",
      "Step one: stop. Do not try to fix it alone or delete the evidence.",
      "Step two: report it at once to the security team or IT, by the channel your company sets out.",
      "Step three: explain what happened, when and what you saw. Every detail helps.",
      "Reporting quickly is never a reason for blame: it is how damage is kept small.",
    ],
  },
  13: {
    title: "The six levers of social engineering",
    summary:
      "Authority, urgency, social proof, trust, curiosity: recognize the levers that manipulate decisions.",
    body: [
      "Social engineering does not break systems: it persuades people. Attackers use a handful of psychological levers that work on everyone, so knowing them is the best defense.",
      "Authority: the message seems to come from a manager, the police or a supplier we depend on. We tend to obey without questioning. Ask yourself whether that person would really ask for this through this channel.",
      "Urgency: deadlines of minutes or hours, threats of penalties or lost opportunities. Hurrying stops us from checking. A real request can almost always wait five minutes for you to confirm it.",
      'Social proof: "everyone in your department has already filled it in". If others have done it, it seems safe. It is not a reason on its own; check it with your coworkers.',
      "Trust and liking: the attacker builds a friendly relationship, uses a familiar name or pretends to be a coworker from another office. Friendliness does not replace verification.",
      "Curiosity: a parcel that could not be delivered, the list of salaries, a photo from the party. Something we want to see makes us click. If a message makes you very curious or very nervous, that is exactly the moment to stop and check it.",
    ],
  },
  14: {
    title: "Updates and unexpected attachments",
    summary: "Why updates matter and how to treat files that arrive without warning.",
    body: [
      "Most malware exploits flaws that already have a fix. Updating the operating system, the browser and applications closes those doors before someone uses them.",
      "Do not postpone updates indefinitely. Restart when the computer asks you to, ideally at the end of the day, and tell IT if an update fails repeatedly.",
      'Install software only from the company\'s catalogue or official sources. Free programs, browser extensions and "players" that a website asks you to download are a common way in.',
      "Treat unexpected attachments with caution, even from known contacts, whose accounts may have been compromised. Be especially careful with compressed files, executables and documents that ask you to enable macros or editing.",
      "If you opened something suspicious, do not turn the computer off: disconnect it from the network and tell IT or the security team right away.",
    ],
  },
};
