import type { UploaderTexts } from '../uploader-texts.js';

/** The uploader's texts in French ("vous"). */
export const uploaderTexts: UploaderTexts = {
  validation: {
    fileTooLarge: 'Le fichier dépasse {1}. Veuillez choisir un fichier plus petit.',
    invalidFileType: '{0} : type de fichier non autorisé. Types acceptés : {1}.',
    fileLimitExceeded: 'Nombre maximal de fichiers dépassé : {0} au maximum.',
  },
  status: {
    pending: 'En attente',
    uploading: 'Envoi en cours',
    uploaded: 'Envoyé',
  },
  upload: {
    httpFailed: 'L’envoi de « {0} » a échoué avec le statut {1} : {2}',
    emptyResponse: '(réponse vide)',
    networkFailed:
      'L’envoi de « {0} » a échoué : erreur réseau. Vérifiez votre connexion Internet, que l’adresse d’envoi ' +
      'accepte les requêtes d’origine croisée (CORS) de ce site et que l’adresse est valide.',
    aborted: 'L’envoi de « {0} » a été annulé.',
    missingAddress: 'Envoi non commencé : aucune adresse d’envoi n’a été fournie.',
    wrongFileCount: 'Envoi non commencé : il faut exactement un fichier, {0} reçu(s).',
  },
};
