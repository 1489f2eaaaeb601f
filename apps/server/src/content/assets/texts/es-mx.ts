import type { AssetTexts } from "../types";

export const ES_MX: AssetTexts = {
  1: {
    title: "Cómo reconocer un correo de phishing",
    summary:
      "Cinco verificaciones que toman menos de un minuto y frenan la mayoría de los mensajes fraudulentos.",
    body: [
      "El phishing es un mensaje que se hace pasar por alguien de confianza para que usted dé clic en un enlace, abra un archivo adjunto o entregue datos. Sigue siendo la vía de entrada más común a las empresas, porque ataca a las personas y no a las máquinas.",
      "Fíjese en la dirección completa del remitente, no solo en el nombre que aparece. Un banco o un compañero que escribe desde un dominio ligeramente distinto (una letra de más, un guion, un servicio de correo gratuito) es la señal de alerta más clara.",
      "Desconfíe de la presión. Los mensajes que dicen que su cuenta se cerrará hoy, que una factura está vencida o que el director general necesita un favor de inmediato están pensados para que usted actúe antes de pensar.",
      "Pase el cursor sobre los enlaces antes de darles clic y verifique adónde llevan realmente. Si la dirección no pertenece a la organización que supuestamente le escribe, no la abra. Los archivos adjuntos que no esperaba, sobre todo los comprimidos o los documentos que piden habilitar macros, merecen la misma precaución.",
      "Si tiene dudas, verifíquelo por otro medio: llame a la persona al número que ya tiene o escriba usted mismo la dirección del servicio. Después, reporte el mensaje con el botón de reporte o al equipo de seguridad, aunque no haya dado clic en nada. Su aviso protege a los compañeros que recibieron el mismo correo.",
    ],
  },
  2: {
    title: "Frases de contraseña y administradores de contraseñas",
    summary: "Largas, únicas y bien guardadas: cómo tener contraseñas seguras sin memorizarlas.",
    body: [
      "La mayoría de las cuentas robadas no requieren un ataque sofisticado: se reutiliza una contraseña filtrada en otro servicio o se adivina una débil. La longitud y que sea única protegen mucho más que los símbolos raros.",
      "Una frase de contraseña de cuatro o cinco palabras sin relación, como «lámpara río naranja boleto», es larga, difícil de adivinar y fácil de recordar. Evite citas, letras de canciones y datos personales que se puedan encontrar en redes sociales.",
      "Use una contraseña distinta para cada servicio. Como nadie puede recordar decenas de frases, utilice el administrador de contraseñas aprobado por su empresa: usted recuerda una sola frase maestra segura y el administrador crea y llena las demás.",
      "Active la autenticación multifactor siempre que esté disponible, empezando por el correo, la red de la empresa y la banca en línea. Así, una contraseña robada no basta para entrar.",
      "Nunca comparta contraseñas por correo o chat, ni siquiera con el área de TI: el personal de soporte nunca se las pedirá. Si cree que una contraseña quedó expuesta, cámbiela de inmediato y avise al equipo de seguridad.",
    ],
  },
  3: {
    title: "Trabajar de forma segura fuera de la oficina",
    summary:
      "En casa, en una cafetería, en el transporte o en un hotel: hábitos que protegen la información de la empresa dondequiera que trabaje.",
    body: [
      "El trabajo a distancia lleva la información de la empresa a lugares menos protegidos que la oficina. Unos cuantos hábitos marcan la diferencia entre una jornada flexible y un incidente.",
      "Utilice la VPN de la empresa y evite las redes wifi abiertas de cafeterías, terminales u hoteles. Si necesita conexión, compartir los datos de su celular suele ser más seguro. En casa, cambie la contraseña que trae el módem y mantenga su software actualizado.",
      "Tome en cuenta quién puede ver su pantalla u oír sus conversaciones. Use un filtro de privacidad en la pantalla en lugares públicos, no haga llamadas confidenciales donde otros puedan escuchar y bloquee la computadora cada vez que se levante, aunque sea un momento.",
      "Separe el uso laboral del personal: no permita que otras personas usen su laptop de trabajo, no guarde documentos de la empresa en dispositivos o nubes personales y use solo las herramientas que la empresa ha aprobado.",
      "Transporte los equipos con cuidado y nunca los deje en el auto. Si pierde o le roban una laptop, un celular o un gafete, repórtelo de inmediato: entre más pronto se sepa, más pronto se puede bloquear el acceso.",
    ],
  },
  4: {
    title: "Tratamiento de datos personales",
    summary: "Qué son los datos personales, por qué se protegen y cómo tratarlos en el trabajo diario.",
    body: [
      "Un dato personal es cualquier información que identifica a una persona, directa o indirectamente: un nombre, un correo electrónico, una CURP, una foto o incluso una combinación de datos. La salud, la afiliación sindical o los datos biométricos son datos sensibles, con una protección más estricta.",
      "La ley (en México, la Ley Federal de Protección de Datos Personales en Posesión de los Particulares) nos pide usar los datos personales solo para una finalidad clara, recabar únicamente los necesarios y no conservarlos más tiempo del indispensable. Antes de copiar una hoja de cálculo o enviar un listado, pregúntese si de verdad hace falta cada columna.",
      "Comparta datos personales solo con quien los necesita para su trabajo y por los medios aprobados. Evite enviar archivos a direcciones personales, imprimirlos sin necesidad o dejarlos en carpetas compartidas abiertas a todos.",
      "Las personas tienen derechos sobre sus datos (los derechos ARCO): acceder a ellos, rectificarlos, cancelarlos u oponerse a su uso. Si recibe una solicitud así, envíela sin demora al responsable de protección de datos, porque hay plazos legales.",
      "Un correo enviado por error, una USB perdida o un acceso no autorizado son una vulneración de seguridad de los datos. Hay que reportarla internamente de inmediato, porque la empresa debe informar sin demora a las personas afectadas y actuar para limitar el daño.",
    ],
  },
  5: {
    title: "Pequeños hábitos diarios contra el estrés",
    summary:
      "Rutinas realistas que ayudan a recuperar energía y a mantener la carga de trabajo en su justa medida.",
    body: [
      "El estrés es una reacción normal ante las exigencias; se vuelve un problema cuando dura semanas sin recuperación. Los hábitos pequeños y repetidos ayudan más que los grandes cambios ocasionales.",
      "Planee el día con dos o tres prioridades y deje margen para lo imprevisto. Revisar el correo y los mensajes en unos cuantos momentos del día reduce las interrupciones y la sensación de ir siempre con retraso.",
      "Tome pausas breves: levántese, estírese o mire por la ventana unos minutos más o menos cada hora. Tomarse de verdad la hora de la comida lejos de la pantalla y caminar un poco, aunque sea poco, le devuelven la concentración.",
      "Cuide su sueño y desconéctese al terminar la jornada. Silencie las notificaciones del trabajo fuera del horario siempre que su puesto lo permita y cierre el día anotando los pendientes de mañana para no traerlos en la cabeza.",
      "Hable de ello. Compartir a tiempo la carga de trabajo con su jefe o su equipo permite reorganizar las tareas. Si el cansancio, la irritabilidad o el desánimo continúan, pida ayuda al servicio de apoyo de su empresa o a un profesional de la salud.",
    ],
  },
  6: {
    title: "Anatomía de un mensaje de phishing",
    summary: "Las cinco partes de un correo fraudulento, señaladas en un ejemplo.",
    body: [
      "Esquema de un correo con cinco marcas numeradas: 1 la dirección del remitente, 2 un asunto urgente, 3 un saludo genérico, 4 un enlace cuya dirección real no coincide con el texto, 5 un archivo adjunto inesperado. Una lupa señala el enlace.",
      "Revise los cinco puntos antes de actuar: quién lo envía realmente, si le mete prisa, si usa su nombre en el saludo, adónde lleva realmente el enlace y si esperaba el archivo adjunto. Basta un punto sospechoso para detenerse y reportar el mensaje.",
    ],
  },
  7: {
    title: "La autenticación multifactor en 4 pasos",
    summary: "Cómo un segundo factor detiene a quien tiene su contraseña.",
    body: [
      "Cuatro pasos unidos por flechas: 1 un campo de contraseña, 2 un celular que muestra un código, 3 un candado que se abre, 4 un atacante que solo tiene la contraseña, detenido por una barrera.",
      "1 Usted escribe su contraseña. 2 El servicio pide una segunda prueba: un código o una aprobación en su celular, o una llave de seguridad. 3 Solo con las dos puede entrar. 4 Quien le haya robado la contraseña se queda en el paso 2. Nunca apruebe una solicitud que usted no haya iniciado.",
    ],
  },
  8: {
    title: "Escritorio limpio, pantalla bloqueada",
    summary: "Tres acciones para cuando se levanta de su lugar.",
    body: [
      "Un escritorio visto desde arriba con tres íconos numerados: 1 una pantalla con un candado, 2 documentos que entran en un cajón con llave, 3 un gafete y una USB que se guardan en el bolsillo. Un reloj indica una ausencia breve.",
      "Antes de levantarse de su lugar, aunque sea por un café: 1 bloquee la pantalla (tecla Windows + L, o Ctrl + Cmd + Q en una Mac). 2 Guarde los papeles confidenciales y recoja los documentos de la impresora. 3 No deje el gafete, las llaves ni los dispositivos de almacenamiento sobre el escritorio.",
    ],
  },
  9: {
    title: "Señales de desgaste laboral y qué hacer",
    summary: "Reconozca a tiempo los tres tipos de burnout y conozca los pasos que ayudan.",
    body: [
      "Tres columnas con íconos: una batería agotada para el burnout personal, una pila de carpetas para el relacionado con el trabajo y dos globos de diálogo para el relacionado con clientes o usuarios. Debajo de cada columna, una flecha lleva a un paso que ayuda.",
      "Burnout personal: cansancio constante y mal descanso; cuide su sueño y pida ayuda. Burnout laboral: el trabajo mismo le deja sin energía; revise prioridades y carga con su jefe. Burnout con clientes: el trato con las personas se ha vuelto agotador; comparta los casos difíciles con su equipo y tome pausas entre ellos. Si las señales duran más de dos semanas, hable con un profesional.",
    ],
  },
  10: {
    title: "El ransomware en 60 segundos",
    summary: "Cómo entra el ransomware, qué hace y cómo puede usted frenarlo.",
    body: [
      "El ransomware es un software malicioso que bloquea los archivos de una empresa y exige un rescate.",
      "Suele llegar por un archivo adjunto, una descarga falsa o una computadora sin actualizar.",
      "Una vez dentro, se extiende a las carpetas compartidas y cifra todo lo que alcanza.",
      "Mantenga su equipo actualizado y no abra archivos adjuntos que no esperaba.",
      "Guarde su trabajo en el almacenamiento de la empresa con respaldo, no solo en su computadora.",
      "Si ve nombres de archivo extraños o una nota de rescate, desconéctese de la red y llame de inmediato al área de TI.",
    ],
  },
  11: {
    title: "La llamada con prisas: un ejemplo de vishing",
    summary: "Una llamada que usa la autoridad y la urgencia, y cómo responder.",
    body: [
      "Suena el teléfono: alguien dice que llama de la oficina del director general.",
      "Necesita un pago o su contraseña en este momento, antes de una junta que empieza en cinco minutos.",
      "Autoridad y urgencia son las dos palancas: quieren que usted obedezca antes de pensar.",
      "No actúe durante la llamada. Diga que devolverá la llamada y cuelgue con amabilidad.",
      "Llame a esa persona a un número que ya conoce, nunca al que le den.",
      "Reporte la llamada al equipo de seguridad: otros compañeros pueden estar recibiendo la misma.",
    ],
  },
  12: {
    title: "Cómo reportar un incidente",
    summary: "Qué se considera un incidente y los tres pasos para reportarlo rápido.",
    body: [
      "Un incidente de seguridad es todo lo que puede poner en riesgo la información: un clic, una pérdida, un error.",
      "¿Dio clic en un enlace sospechoso, envió datos a quien no debía o perdió un dispositivo? Cuenta.",
      "Primer paso: deténgase. No intente arreglarlo por su cuenta ni borre las evidencias.",
      "Segundo paso: repórtelo de inmediato al equipo de seguridad o al área de TI, por el medio que indique su empresa.",
      "Tercer paso: explique qué pasó, cuándo y qué vio. Cada detalle ayuda.",
      "Reportar rápido nunca es motivo de culpa: es la forma de que el daño sea pequeño.",
    ],
  },
  13: {
    title: "Las seis palancas de la ingeniería social",
    summary:
      "Autoridad, urgencia, prueba social, confianza, curiosidad: reconozca las palancas que manipulan las decisiones.",
    body: [
      "La ingeniería social no rompe sistemas: convence a las personas. Los atacantes usan unas cuantas palancas psicológicas que funcionan con todo el mundo, así que conocerlas es la mejor defensa.",
      "Autoridad: el mensaje parece venir de un directivo, de la policía o de un proveedor del que dependemos. Tendemos a obedecer sin cuestionar. Pregúntese si esa persona realmente le pediría eso por ese medio.",
      "Urgencia: plazos de minutos u horas, amenazas de sanciones u oportunidades que se pierden. Las prisas nos impiden verificar. Una solicitud real casi siempre puede esperar cinco minutos a que usted la confirme.",
      "Prueba social: «todo su departamento ya lo llenó». Si otros lo hicieron, parece seguro. Eso por sí solo no es un motivo; verifíquelo con sus compañeros.",
      "Confianza y simpatía: el atacante crea una relación cordial, usa un nombre conocido o se hace pasar por un compañero de otra sucursal. La amabilidad no sustituye a la verificación.",
      "Curiosidad: un paquete que no se pudo entregar, la lista de sueldos, una foto de la fiesta. Algo que queremos ver nos hace dar clic. Si un mensaje le despierta mucha curiosidad o mucho nerviosismo, ese es justo el momento de detenerse y verificarlo.",
    ],
  },
  14: {
    title: "Actualizaciones y archivos adjuntos inesperados",
    summary: "Por qué importan las actualizaciones y cómo tratar los archivos que llegan sin aviso.",
    body: [
      "La mayor parte del malware aprovecha fallas que ya tienen solución. Actualizar el sistema operativo, el navegador y las aplicaciones cierra esas puertas antes de que alguien las use.",
      "No posponga las actualizaciones indefinidamente. Reinicie cuando el equipo se lo pida, de preferencia al final de la jornada, y avise al área de TI si una actualización falla una y otra vez.",
      "Instale software solo desde el catálogo de la empresa o desde fuentes oficiales. Los programas gratuitos, las extensiones del navegador y los «reproductores» que una página le pide descargar son una vía de entrada común.",
      "Trate con cautela los archivos adjuntos inesperados, incluso de contactos conocidos, cuyas cuentas pueden estar comprometidas. Tenga especial cuidado con los comprimidos, los ejecutables y los documentos que piden habilitar macros o la edición.",
      "Si abrió algo sospechoso, no apague el equipo: desconéctelo de la red y avise de inmediato al área de TI o al equipo de seguridad.",
    ],
  },
};
