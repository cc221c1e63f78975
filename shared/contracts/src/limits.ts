/** Business constants and limits of spec sections 5 and 9, in one place for server and SPA. */
const MB = 1024 * 1024;

export const LIMITS = {
  uploadBytes: 150 * MB,
  imageBytes: 20 * MB,
  epcCodeImportBytes: 1 * MB,
  excelBytes: 10 * MB,
  topologyBytes: 20 * MB,
  /** Image editor upload limit "5000" (unit not shown in the spec): kilobytes. */
  editorImageKilobytes: 5000,
  editorImageTypes: ['png', 'gif', 'jpeg', 'bmp', 'icon'],
  vinImportMax: 50_000,
  modelCodesPerQuery: 100,
  keywordCodeMatchesMax: 50_000,
  scoreMin: 0,
  scoreMax: 10,
  replyMinLength: 6,
  closeNoteMinLength: 5,
  homepageImage: { width: 1600, height: 400 },
  appIcon: { width: 96, height: 96, type: 'png' },
  qrFrame: { width: 300, height: 400 },
  previewDialogWidth: 600,
  defaultTableHeight: 350,
  errorIdListMax: 10,
} as const;

/** Times of spec section 9, in milliseconds. */
export const TIMINGS = {
  privacyAgreeDelayMs: 5000,
  buttonLockMs: 1000,
  messageDurationMs: 2500,
  successToastMs: 700,
  errorThrottleMs: 4000,
  printDelayMs: 800,
  qaUnclosedReminderDays: 7,
  inquiryUnansweredReminderMinutes: 30,
} as const;

/** The print watermark of spec sections 2 and 9. */
export const WATERMARK = { tileWidth: 220, tileHeight: 180, rotateDegrees: 27, opacity: 0.1 } as const;
