import type { AssetTexts } from "../types";

export const ES_ES: AssetTexts = {
  1: {
    title: "Cómo reconocer un correo de phishing",
    summary:
      "Cinco comprobaciones que llevan menos de un minuto y frenan la mayoría de los mensajes fraudulentos.",
    body: [
      "El phishing es un mensaje que se hace pasar por alguien de confianza para que pulses un enlace, abras un adjunto o entregues datos. Sigue siendo la vía de entrada más habitual en las empresas, porque ataca a las personas y no a las máquinas.",
      "Fíjate en la dirección completa del remitente, no solo en el nombre que aparece. Un banco o un compañero que escribe desde un dominio ligeramente distinto (una letra de más, un guion, un servicio de correo gratuito) es la señal de alarma más clara.",
      "Desconfía de la presión. Los mensajes que dicen que tu cuenta se cerrará hoy, que una factura está vencida o que el director general necesita un favor ahora mismo están pensados para que actúes antes de pensar.",
      "Pasa el ratón por encima de los enlaces antes de pulsarlos y comprueba adónde llevan de verdad. Si la dirección no pertenece a la organización que supuestamente te escribe, no la abras. Los adjuntos que no esperabas, sobre todo los comprimidos o los documentos que piden habilitar macros, merecen la misma prudencia.",
      "Ante la duda, compruébalo por otro canal: llama a la persona al número que ya tienes o escribe tú mismo la dirección del servicio. Después, notifica el mensaje con el botón de notificación o al equipo de seguridad, aunque no hayas pulsado nada. Tu aviso protege a los compañeros que han recibido el mismo correo.",
    ],
  },
  2: {
    title: "Frases de contraseña y gestores de contraseñas",
    summary: "Largas, únicas y bien guardadas: cómo tener contraseñas robustas sin memorizarlas.",
    body: [
      "La mayoría de las cuentas robadas no requieren un ataque sofisticado: se reutiliza una contraseña filtrada en otro servicio o se adivina una débil. La longitud y que sea única protegen mucho más que los símbolos raros.",
      "Una frase de contraseña de cuatro o cinco palabras sin relación, como «lámpara río naranja billete», es larga, difícil de adivinar y fácil de recordar. Evita citas, letras de canciones y datos personales que se puedan encontrar en las redes sociales.",
      "Usa una contraseña distinta para cada servicio. Como nadie puede recordar decenas de frases, utiliza el gestor de contraseñas aprobado por tu empresa: recuerdas una sola frase maestra robusta y el gestor crea y rellena las demás.",
      "Activa la autenticación multifactor siempre que esté disponible, empezando por el correo, la red de la empresa y la banca. Así, una contraseña robada no basta para entrar.",
      "No compartas nunca contraseñas por correo o chat, ni siquiera con informática: el personal de soporte nunca te las pedirá. Si crees que una contraseña ha quedado expuesta, cámbiala de inmediato y avisa al equipo de seguridad.",
    ],
  },
  3: {
    title: "Trabajar de forma segura fuera de la oficina",
    summary:
      "En casa, en una cafetería, en el tren o en un hotel: hábitos que protegen la información de la empresa allá donde trabajes.",
    body: [
      "El trabajo a distancia lleva la información de la empresa a lugares menos protegidos que la oficina. Unos pocos hábitos marcan la diferencia entre una jornada flexible y un incidente.",
      "Utiliza la VPN de la empresa y evita las redes wifi abiertas de cafeterías, estaciones u hoteles. Si necesitas conexión, el punto de acceso de tu móvil suele ser más seguro. En casa, cambia la contraseña que trae el router y mantén su software actualizado.",
      "Ten en cuenta quién puede verte u oírte. Usa un filtro de privacidad en la pantalla en lugares públicos, no hagas llamadas confidenciales donde otros puedan escuchar y bloquea el ordenador cada vez que te levantes, aunque sea un momento.",
      "Separa el uso profesional del personal: no dejes que otras personas usen tu portátil de trabajo, no guardes documentos de la empresa en dispositivos o nubes personales y usa solo las herramientas que la empresa ha aprobado.",
      "Transporta los equipos con cuidado y no los dejes nunca en el coche. Si pierdes o te roban un portátil, un móvil o una tarjeta de acceso, comunícalo de inmediato: cuanto antes se sepa, antes se puede bloquear el acceso.",
    ],
  },
  4: {
    title: "Tratamiento de datos personales",
    summary: "Qué son los datos personales, por qué se protegen y cómo tratarlos en el trabajo diario.",
    body: [
      "Un dato personal es cualquier información que identifica a una persona, directa o indirectamente: un nombre, un correo electrónico, un DNI, una foto o incluso una combinación de datos. La salud, la afiliación sindical o los datos biométricos son categorías especiales con una protección más estricta.",
      "La ley (en Europa, el RGPD) nos pide usar los datos personales solo para una finalidad clara, recoger únicamente los necesarios y no conservarlos más tiempo del imprescindible. Antes de copiar una hoja de cálculo o enviar un listado, pregúntate si de verdad hace falta cada columna.",
      "Comparte datos personales solo con quien los necesita para su trabajo y por los canales aprobados. Evita enviar ficheros a direcciones personales, imprimirlos sin necesidad o dejarlos en carpetas compartidas abiertas a todo el mundo.",
      "Las personas tienen derechos sobre sus datos: acceder a ellos, rectificarlos o pedir que se supriman. Si recibes una solicitud así, trasládala sin demora al responsable de protección de datos, porque hay plazos legales.",
      "Un correo enviado por error, un USB perdido o un acceso no autorizado son una brecha de datos. Hay que comunicarla internamente enseguida, porque la empresa puede tener solo 72 horas para notificarla a la autoridad.",
    ],
  },
  5: {
    title: "Pequeños hábitos diarios contra el estrés",
    summary:
      "Rutinas realistas que ayudan a recuperar energía y a mantener la carga de trabajo en su justa medida.",
    body: [
      "El estrés es una reacción normal ante las exigencias; se convierte en un problema cuando dura semanas sin recuperación. Los hábitos pequeños y repetidos ayudan más que los grandes cambios ocasionales.",
      "Planifica el día con dos o tres prioridades y deja margen para lo imprevisto. Agrupar el correo y los mensajes en unos pocos momentos al día reduce las interrupciones y la sensación de ir siempre con retraso.",
      "Haz pausas breves: levántate, estírate o mira por la ventana unos minutos más o menos cada hora. Comer de verdad lejos de la pantalla y dar un paseo, aunque sea corto, devuelven la concentración.",
      "Cuida el sueño y desconecta al acabar la jornada. Silencia las notificaciones del trabajo fuera del horario siempre que tu puesto lo permita y cierra el día anotando las tareas de mañana para no llevarlas en la cabeza.",
      "Habla de ello. Compartir a tiempo la carga de trabajo con tu responsable o tu equipo permite reorganizar las tareas. Si el cansancio, la irritabilidad o el desánimo persisten, pide ayuda al servicio de apoyo de tu empresa o a un profesional sanitario.",
    ],
  },
  6: {
    title: "Anatomía de un mensaje de phishing",
    summary: "Las cinco partes de un correo fraudulento, señaladas sobre un ejemplo.",
    body: [
      "Esquema de un correo con cinco marcas numeradas: 1 la dirección del remitente, 2 un asunto urgente, 3 un saludo genérico, 4 un enlace cuya dirección real no coincide con el texto, 5 un adjunto inesperado. Una lupa señala el enlace.",
      "Revisa los cinco puntos antes de actuar: quién lo envía realmente, si te mete prisa, si te saluda por tu nombre, adónde lleva de verdad el enlace y si esperabas el adjunto. Basta un punto sospechoso para detenerte y notificar el mensaje.",
    ],
  },
  7: {
    title: "La autenticación multifactor en 4 pasos",
    summary: "Cómo un segundo factor detiene a quien tiene tu contraseña.",
    body: [
      "Cuatro pasos unidos por flechas: 1 un campo de contraseña, 2 un móvil que muestra un código, 3 un candado que se abre, 4 un atacante que solo tiene la contraseña, detenido por una barrera.",
      "1 Escribes tu contraseña. 2 El servicio pide una segunda prueba: un código o una aprobación en tu móvil, o una llave de seguridad. 3 Solo con las dos entras. 4 Quien te haya robado la contraseña se queda en el paso 2. No apruebes nunca una solicitud que no hayas iniciado tú.",
    ],
  },
  8: {
    title: "Mesa limpia, pantalla bloqueada",
    summary: "Tres gestos para cuando te levantas de tu puesto.",
    body: [
      "Una mesa vista desde arriba con tres iconos numerados: 1 una pantalla con un candado, 2 documentos que entran en un cajón con llave, 3 una tarjeta de acceso y un USB que se guardan en el bolsillo. Un reloj indica una ausencia breve.",
      "Antes de levantarte de tu puesto, aunque sea para un café: 1 bloquea la pantalla (tecla Windows + L, o Ctrl + Cmd + Q en un Mac). 2 Guarda los papeles confidenciales y recoge los documentos de la impresora. 3 No dejes la tarjeta, las llaves ni los dispositivos de almacenamiento sobre la mesa.",
    ],
  },
  9: {
    title: "Señales de desgaste profesional y qué hacer",
    summary: "Reconoce a tiempo los tres tipos de burnout y conoce los pasos que ayudan.",
    body: [
      "Tres columnas con iconos: una batería agotada para el burnout personal, una pila de carpetas para el relacionado con el trabajo y dos bocadillos de diálogo para el relacionado con clientes o usuarios. Bajo cada columna, una flecha lleva a un paso que ayuda.",
      "Burnout personal: cansancio constante y mal descanso; cuida el sueño y pide ayuda. Burnout laboral: el propio trabajo te deja sin energía; revisa prioridades y carga con tu responsable. Burnout con clientes: el trato con las personas se ha vuelto agotador; comparte los casos difíciles con tu equipo y haz pausas entre ellos. Si las señales duran más de dos semanas, habla con un profesional.",
    ],
  },
  10: {
    title: "El ransomware en 60 segundos",
    summary: "Cómo entra el ransomware, qué hace y cómo puedes frenarlo.",
    body: [
      "El ransomware es un software malicioso que bloquea los archivos de una empresa y exige un rescate.",
      "Suele llegar por un adjunto de correo, una descarga falsa o un ordenador sin actualizar.",
      "Una vez dentro, se extiende a las carpetas compartidas y cifra todo lo que alcanza.",
      "Mantén tu equipo actualizado y no abras adjuntos que no esperabas.",
      "Guarda tu trabajo en el almacenamiento de la empresa con copia de seguridad, no solo en tu ordenador.",
      "Si ves nombres de archivo extraños o una nota de rescate, desconéctate de la red y llama enseguida a informática.",
    ],
  },
  11: {
    title: "La llamada con prisas: un ejemplo de vishing",
    summary: "Una llamada que usa la autoridad y la urgencia, y cómo responder.",
    body: [
      "Suena el teléfono: alguien dice que llama desde el despacho del director general.",
      "Necesita un pago o tu contraseña ahora mismo, antes de una reunión que empieza en cinco minutos.",
      "Autoridad y urgencia son las dos palancas: quieren que obedezcas antes de pensar.",
      "No actúes durante la llamada. Di que devolverás la llamada y cuelga con educación.",
      "Llama a esa persona a un número que ya conoces, nunca al que te den.",
      "Notifica la llamada al equipo de seguridad: otros compañeros pueden estar recibiendo la misma.",
    ],
  },
  12: {
    title: "Cómo notificar un incidente",
    summary: "Qué se considera un incidente y los tres pasos para notificarlo rápido.",
    body: [
      "Un incidente de seguridad es todo lo que puede poner en riesgo la información: un clic, una pérdida, un error.",
      "¿Has pulsado un enlace sospechoso, enviado datos a quien no debías o perdido un dispositivo? Cuenta.",
      "Primer paso: para. No intentes arreglarlo por tu cuenta ni borres las pruebas.",
      "Segundo paso: notifícalo enseguida al equipo de seguridad o a informática, por el canal que indique tu empresa.",
      "Tercer paso: explica qué ha pasado, cuándo y qué has visto. Cada detalle ayuda.",
      "Avisar rápido nunca es motivo de culpa: es la forma de que el daño sea pequeño.",
    ],
  },
  13: {
    title: "Las seis palancas de la ingeniería social",
    summary:
      "Autoridad, urgencia, prueba social, confianza, curiosidad: reconoce las palancas que manipulan las decisiones.",
    body: [
      "La ingeniería social no rompe sistemas: convence a las personas. Los atacantes usan unas pocas palancas psicológicas que funcionan con todo el mundo, así que conocerlas es la mejor defensa.",
      "Autoridad: el mensaje parece venir de un directivo, de la policía o de un proveedor del que dependemos. Tendemos a obedecer sin cuestionar. Pregúntate si esa persona te pediría realmente eso por ese canal.",
      "Urgencia: plazos de minutos u horas, amenazas de sanciones u oportunidades que se pierden. Las prisas nos impiden comprobar. Una petición real casi siempre puede esperar cinco minutos a que la confirmes.",
      "Prueba social: «todo tu departamento ya lo ha rellenado». Si otros lo han hecho, parece seguro. Por sí solo no es un motivo; compruébalo con tus compañeros.",
      "Confianza y simpatía: el atacante crea una relación cordial, usa un nombre conocido o se hace pasar por un compañero de otra sede. La amabilidad no sustituye a la verificación.",
      "Curiosidad: un paquete que no se ha podido entregar, la lista de sueldos, una foto de la fiesta. Algo que queremos ver nos hace pulsar. Si un mensaje te despierta mucha curiosidad o mucho nerviosismo, ese es justo el momento de parar y comprobarlo.",
    ],
  },
  14: {
    title: "Actualizaciones y adjuntos inesperados",
    summary: "Por qué importan las actualizaciones y cómo tratar los archivos que llegan sin avisar.",
    body: [
      "La mayor parte del malware aprovecha fallos que ya tienen solución. Actualizar el sistema operativo, el navegador y las aplicaciones cierra esas puertas antes de que alguien las use.",
      "No aplaces las actualizaciones indefinidamente. Reinicia cuando el equipo te lo pida, mejor al final de la jornada, y avisa a informática si una actualización falla una y otra vez.",
      "Instala software solo desde el catálogo de la empresa o desde fuentes oficiales. Los programas gratuitos, las extensiones del navegador y los «reproductores» que una web te pide descargar son una vía de entrada habitual.",
      "Trata con cautela los adjuntos inesperados, incluso de contactos conocidos, cuyas cuentas pueden estar comprometidas. Ten especial cuidado con los comprimidos, los ejecutables y los documentos que piden habilitar macros o la edición.",
      "Si has abierto algo sospechoso, no apagues el equipo: desconéctalo de la red y avisa enseguida a informática o al equipo de seguridad.",
    ],
  },
};
