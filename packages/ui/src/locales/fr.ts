import { uploaderTexts } from '@concierge/uploader/locales/fr';
import type { KitTexts } from '../kit-texts.js';
import { countIn } from './count.js';

/** The kit's texts in French ("vous"); load with `import('@concierge/ui/locales/fr')`. */
export const kitTexts: KitTexts = {
  common: {
    close: 'Fermer',
    optionalSuffix: ' (facultatif)',
    loading: 'Chargement',
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
    notifications: 'Notifications',
  },
  confirmDialog: {
    confirm: 'Confirmer',
    cancel: 'Annuler',
    failed: 'Cela n’a pas fonctionné. Veuillez réessayer.',
  },
  messageThread: {
    messageFrom: (author) => `Message de ${author}`,
    attachments: 'Pièces jointes',
    empty: 'Aucun message pour l’instant',
    internal: 'Note interne',
  },
  attachmentLink: {
    downloading: 'Téléchargement en cours',
    failed: 'Le fichier n’a pas pu être téléchargé. Veuillez réessayer.',
  },
  deviceList: {
    label: 'Appareils connectés',
    thisDevice: 'Cet appareil',
    unknownBrowser: 'Navigateur inconnu',
    name: (browser, os) => `${browser ?? 'Navigateur inconnu'}${os ? ` sur ${os}` : ''}`,
    localNetwork: 'Réseau local',
    network: (network) => `Réseau ${network}`,
    unknownPlace: 'Lieu inconnu',
    activeNow: 'Actif maintenant',
    lastActive: (ago) => `Dernière activité ${ago}`,
    signOut: 'Se déconnecter',
    signOutNamed: (name) => `Déconnecter ${name}`,
    confirmTitle: (name) => `Déconnecter ${name} ?`,
    confirmThisTitle: 'Se déconnecter de cet appareil ?',
    confirmBody: 'Toute personne qui l’utilise devra saisir le mot de passe pour se reconnecter.',
    signOutOthers: 'Déconnecter tous les autres appareils',
    confirmOthersTitle: 'Déconnecter tous les autres appareils ?',
    confirmOthersBody: (count) => {
      const { text, plural } = countIn('fr', count);
      const others = plural === 'one' ? 'l’autre appareil' : `les ${text} autres appareils`;
      return `Il faudra le mot de passe pour se reconnecter sur ${others}. Cet appareil reste connecté.`;
    },
    onlyThisDevice: 'Seul cet appareil est connecté.',
    signedOut: (name) => `${name} est déconnecté.`,
    signedOutOthers: 'Tous les autres appareils sont déconnectés.',
  },
  passkeyList: {
    label: 'Vos clés d’accès',
    empty: 'Vous n’avez pas encore de clé d’accès.',
    unsupported:
      'Ce navigateur ne peut pas utiliser de clés d’accès. Essayez Chrome, Edge, Safari ou Firefox à jour, sur une page servie en https.',
    nameLabel: 'Nom de la clé d’accès',
    namePlaceholder: 'p. ex. Portable du bureau',
    defaultName: 'Portable du bureau',
    add: 'Ajouter une clé d’accès',
    adding: 'Ajout de la clé d’accès',
    added: (name) => `Clé d’accès « ${name} » ajoutée.`,
    renameButton: 'Renommer',
    rename: (name) => `Renommer ${name}`,
    save: 'Enregistrer',
    cancel: 'Annuler',
    renamed: 'Clé d’accès renommée.',
    removeButton: 'Supprimer',
    remove: (name) => `Supprimer ${name}`,
    confirmRemove: (name) => `Supprimer « ${name} » ? Vous ne pourrez plus vous connecter avec elle.`,
    removed: (name) => `Clé d’accès « ${name} » supprimée.`,
    created: (date) => `Ajoutée le ${date}`,
    lastUsed: (date) => (date ? `dernière utilisation le ${date}` : 'jamais utilisée'),
    synced: 'synchronisée entre vos appareils',
    cancelled: 'La demande de clé d’accès a été annulée ou a expiré.',
    alreadyHere: 'Cet appareil contient déjà une clé d’accès de votre compte.',
  },
  fileUpload: {
    choose: 'Choisir un fichier',
    upload: 'Envoyer',
    cancel: 'Annuler',
    remove: 'Retirer',
    uploadFailed: 'L’envoi a échoué. Veuillez réessayer.',
    maxFileSize: (size) => `Taille maximale du fichier : ${size}`,
  },
  uploader: uploaderTexts,
};
