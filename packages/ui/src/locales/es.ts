import { uploaderTexts } from '@concierge/uploader/locales/es';
import type { KitTexts } from '../kit-texts.js';
import { countIn } from './count.js';

/** The kit's texts in Spanish (neutral, "tú"); load with `import('@concierge/ui/locales/es')`. */
export const kitTexts: KitTexts = {
  common: {
    close: 'Cerrar',
    optionalSuffix: ' (opcional)',
    loading: 'Cargando',
    opensInNewTab: '(se abre en una pestaña nueva)',
    notifications: 'Notificaciones',
  },
  confirmDialog: {
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    failed: 'No se pudo completar. Inténtalo de nuevo.',
  },
  messageThread: {
    messageFrom: (author) => `Mensaje de ${author}`,
    attachments: 'Archivos adjuntos',
    empty: 'Todavía no hay mensajes',
    internal: 'Nota interna',
  },
  attachmentLink: {
    downloading: 'Descargando',
    failed: 'No se pudo descargar el archivo. Inténtalo de nuevo.',
  },
  deviceList: {
    label: 'Dispositivos con sesión iniciada',
    thisDevice: 'Este dispositivo',
    unknownBrowser: 'Navegador desconocido',
    name: (browser, os) => `${browser ?? 'Navegador desconocido'}${os ? ` en ${os}` : ''}`,
    localNetwork: 'Red local',
    network: (network) => `Red ${network}`,
    unknownPlace: 'Ubicación desconocida',
    activeNow: 'Activo ahora',
    lastActive: (ago) => `Última actividad ${ago}`,
    signOut: 'Cerrar sesión',
    signOutNamed: (name) => `Cerrar sesión en ${name}`,
    confirmTitle: (name) => `¿Cerrar sesión en ${name}?`,
    confirmThisTitle: '¿Cerrar sesión en este dispositivo?',
    confirmBody: 'Quien lo esté usando necesitará la contraseña para volver a entrar.',
    signOutOthers: 'Cerrar sesión en los demás dispositivos',
    confirmOthersTitle: '¿Cerrar sesión en los demás dispositivos?',
    confirmOthersBody: (count) => {
      const { text, plural } = countIn('es', count);
      const others =
        plural === 'one' ? 'El otro dispositivo necesitará' : `Los otros ${text} dispositivos necesitarán`;
      return `${others} la contraseña para volver a entrar. Este dispositivo seguirá con la sesión iniciada.`;
    },
    onlyThisDevice: 'Solo este dispositivo tiene la sesión iniciada.',
    signedOut: (name) => `Se cerró la sesión en ${name}.`,
    signedOutOthers: 'Se cerró la sesión en todos los demás dispositivos.',
  },
  passkeyList: {
    label: 'Tus llaves de acceso',
    empty: 'Todavía no tienes llaves de acceso.',
    unsupported:
      'Este navegador no puede usar llaves de acceso. Prueba con Chrome, Edge, Safari o Firefox actualizados, en una página servida por https.',
    nameLabel: 'Nombre de la llave de acceso',
    namePlaceholder: 'p. ej., Portátil del trabajo',
    defaultName: 'Portátil del trabajo',
    add: 'Añadir una llave de acceso',
    adding: 'Añadiendo la llave de acceso',
    added: (name) => `Se añadió la llave de acceso «${name}».`,
    renameButton: 'Cambiar nombre',
    rename: (name) => `Cambiar el nombre de ${name}`,
    save: 'Guardar',
    cancel: 'Cancelar',
    renamed: 'Se cambió el nombre de la llave de acceso.',
    removeButton: 'Eliminar',
    remove: (name) => `Eliminar ${name}`,
    confirmRemove: (name) => `¿Eliminar «${name}»? Ya no podrás iniciar sesión con ella.`,
    removed: (name) => `Se eliminó la llave de acceso «${name}».`,
    created: (date) => `Añadida el ${date}`,
    lastUsed: (date) => (date ? `último uso el ${date}` : 'nunca usada'),
    synced: 'sincronizada entre tus dispositivos',
    cancelled: 'La solicitud de la llave de acceso se canceló o caducó.',
    alreadyHere: 'Este dispositivo ya tiene una llave de acceso de tu cuenta.',
  },
  fileUpload: {
    choose: 'Elegir archivo',
    upload: 'Subir',
    cancel: 'Cancelar',
    remove: 'Quitar',
    uploadFailed: 'No se pudo subir el archivo. Inténtalo de nuevo.',
    maxFileSize: (size) => `Tamaño máximo del archivo: ${size}`,
  },
  uploader: uploaderTexts,
};
