import type { UploaderTexts } from '../uploader-texts.js';

/** The uploader's texts in Spanish (neutral, "tú" as in the product's other texts). */
export const uploaderTexts: UploaderTexts = {
  validation: {
    fileTooLarge: 'El archivo supera {1}; sube un archivo más pequeño.',
    invalidFileType: '{0}: tipo de archivo no válido. Tipos permitidos: {1}.',
    fileLimitExceeded: 'Se ha superado el número máximo de archivos; el límite es {0}.',
  },
  status: {
    pending: 'Pendiente',
    uploading: 'Subiendo',
    uploaded: 'Subido',
  },
  upload: {
    httpFailed: 'La subida de «{0}» falló con el estado {1}: {2}',
    emptyResponse: '(respuesta vacía)',
    networkFailed:
      'La subida de «{0}» falló por un error de red. Comprueba tu conexión a internet, que la dirección de ' +
      'subida admita solicitudes de origen cruzado (CORS) desde este sitio y que la dirección sea válida.',
    aborted: 'Se canceló la subida de «{0}».',
    missingAddress: 'La subida no empezó: no se indicó ninguna dirección de subida.',
    wrongFileCount: 'La subida no empezó: se necesita exactamente un archivo y se recibieron {0}.',
  },
};
