export interface VideoSource {
  src: string;
  /** MIME type, e.g. 'video/webm'. */
  type: string;
}

export interface VideoCaptions {
  src: string;
  srcLang: string;
  label: string;
}

export interface VideoPopupLabels {
  /** Spoken name of the round play button over the poster: 'Play video'. */
  play: string;
  /** Spoken name of the dialog's close button: 'Close video'. */
  close: string;
  /** The dialog's h2 title, shown above the film. */
  dialogTitle: string;
  /** Shown by browsers that cannot play any of the sources. */
  unsupported: string;
}
