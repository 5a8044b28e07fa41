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
  play: string;
  close: string;
  dialogTitle: string;
  /** Shown by browsers that cannot play any of the sources. */
  unsupported: string;
}
