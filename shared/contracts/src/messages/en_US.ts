/**
 * English texts. This file defines the message keys: every other language must have
 * exactly these keys (checked by the compiler in zh_CN.ts and de_DE.ts).
 * `{name}` placeholders are filled by `translate`.
 */
export const en_US = {
  // Results (spec section 8, generic result notifier).
  'message.success': 'Operation succeeded',
  'message.upgradeSuccess': 'Upgrade succeeded',

  // Envelope and HTTP errors (spec section 8, client code handling).
  'error.operationFailed': 'System error, operation failed',
  'error.serverError': 'Server error, please try again later',
  'error.validation': 'The submitted data is invalid: {detail}',
  'error.notFound': 'The requested data does not exist',
  'error.forbidden': 'You have no permission for this operation',
  'error.serviceUnavailable': 'The service is temporarily unavailable, please try again later',
  'error.payloadTooLarge': 'The file or request is too large',
  'error.unsupportedMediaType': 'This file type is not supported',
  'error.idListCheckDay': 'These records cannot be processed: {ids}. Check day: {day}',
  'error.sasHint200000': 'The document service could not complete the request',
  'error.sasHint200001': 'The document service rejected the request',

  // Login (spec section 8, catalogue of messages).
  'error.wrongPassword': 'Incorrect username or password',
  'error.userNotFound': 'User does not exist',
  'error.accountFrozen': 'The account is frozen',
  'error.accountInvalid': 'The account is invalid',
  'error.accountExpired': 'The account has expired',
  'error.loginFailed': 'Login failed',
  'error.enterpriseChatLoginFailed': 'Enterprise-chat login failed',
  'error.qrScanTimeout': 'Enterprise-chat scan timed out',
  'error.verificationFailed': 'Verification failed',
  'error.privacyRequired': 'Please tick the privacy policy first',
  'error.loginTimeout': 'Login timed out, please log in again',
  'error.requestTimeout': 'Server request timed out',
  'error.ipLimit': 'IP access limit exceeded, please retry in one minute',
  'error.uploadFailed': 'Upload failed',
  'error.uploadError': 'Upload error',
  'error.privacyLoadFailed': 'Failed to load the privacy policy',

  // Callbacks (spec section 8, catalogue of messages).
  'error.codingRepeated': 'This code already exists',
  'error.seriesHasDirectory': 'This series already has a directory',
  'error.alreadyCollected': 'This item is already in your favorites',
  'error.alreadyInCart': 'This part is already in the cart',
  'error.activationFailed': 'Activation failed: invalid password card',
  'error.duplicateData': 'Data duplicated, please check before submitting',
  'error.noLoginPermission': 'No login permission',
  'error.wrongSecretCard': 'Wrong secret card',
  'error.usernameTaken': 'This username is already taken',
  'error.pushFailed': 'Saved successfully, but the push failed',
  'error.itemInUse': 'The item is in use and cannot be deleted',
  'error.oemCannotPush': 'OEM users cannot push to the dealer system',
  'error.alreadyLoggedIn': 'This account is already logged in',

  // Others (spec section 8, catalogue of messages).
  'error.vinNotFound': 'VIN not found',
  'error.dataStateChanged': 'The data state has changed, please close and reopen',
  'error.regionExists': 'The same region already exists, please reconfirm',
  'error.duplicateItems': 'There are duplicate items',
  'error.monthlyLimitExceeded': 'The monthly submission limit has been exceeded',
  'error.orderNotFound': 'The order number does not exist',
  'error.epcOverloaded': 'The EPC query is overloaded, please try again later',
  'error.tooManyCodes': 'The keyword matches more than 50000 codes, please refine it',
  'error.exportRunning': 'An export is already running',
  'error.parseUnfinished': 'File parsing is not finished yet',
  'error.upgradeVinNotInLibrary': 'The VIN is not in the vehicle library',
  'error.upgradeNonRepairVehicle': 'This is not a vehicle under repair',
  'error.upgradeTimeout': 'The upgrade timed out',
  'error.upgradeTokenExpired': 'The upgrade token has expired',
  'error.upgradeFailed': 'The upgrade failed',
  'error.printNeedsChrome': 'Please use the Chrome browser to print',

  // Validation (spec section 5). Zod issues carry these keys as their message.
  'validation.required': 'This field cannot be empty',
  'validation.requiredMarked': 'Fields marked with * are required',
  'validation.accountRequired': 'Please enter the account',
  'validation.passwordRequired': 'Please enter the password',
  'validation.resetLinkFields': 'Please enter both email and account',
  'validation.timeFormatWrong': 'Time format wrong',
  'validation.vinLength': 'The VIN must have 17 characters',
  'validation.vinCharacters': 'The VIN may only contain digits and letters other than I, O and Q',
  'validation.vinCheckDigit': 'The VIN check digit (9th character) is wrong',
  'validation.tsbCodeFormat':
    'The TSB code needs a 7-digit part number, type number and version, e.g. 0000000-01-A',
  'validation.passwordLength': 'The password must have at least 8 characters',
  'validation.passwordUpper': 'The password must contain an upper-case letter',
  'validation.passwordLower': 'The password must contain a lower-case letter',
  'validation.passwordDigit': 'The password must contain a digit',
  'validation.passwordMismatch': 'The two passwords do not match',
  'validation.passwordExpired': 'Your password is older than 3 months, please change it',
  'validation.invalidDate': 'Invalid date',
  'validation.dateRangeOrder': 'The start date must not be later than the end date',
  'validation.dateRangeTooLong': 'The date range may cover at most {days} days',
  'validation.diagnosisRangeTooLong': 'The diagnosis date range may cover at most one month',
  'validation.faultRankRange': 'The ranking must be between 1 and 500',
  'validation.faultRankPeriod':
    'The period must run from Monday to Sunday and cover at most 4 consecutive weeks',
  'validation.pageNo': 'The page number must be a whole number of at least 1',
  'validation.pageSize': 'The page size is out of range',
  'validation.keywordTooLong': 'The keyword may have at most 200 characters',

  // Admin home functions (spec section 2).
  'admin.home.claimCase': 'Claim-case management',
  'admin.home.repairCase': 'Repair-case management',
  'admin.home.manual': 'Manual management',
  'admin.home.tsb': 'TSB management',
  'admin.home.epc': 'EPC management',
  'admin.home.labor': 'Labor-hour management',
  'admin.home.worksheet': 'Worksheet management',
  'admin.home.basicInfo': 'Basic-info management',
  'admin.home.software': 'Software management',
  'admin.home.feedback': 'Feedback management',
  'admin.home.notice': 'System-notice management',

  // Identity and access (oauth service).
  "auth.accountInactive": "The account is not activated yet",
  "auth.accountNotYetEffective": "The account is not valid yet",
  "auth.tooManyAttempts": "Too many failed logins, please try again in {minutes} minutes",
  "auth.challengeExpired": "The login page has expired, please try again",
  "auth.passwordMustChange": "First login or your password is older than 3 months: please set a new password",
  "auth.resetLinkSent": "A reset link has been sent to {email}",
  "auth.resetLinkInvalid": "The reset link is invalid or has expired",
  "auth.emailMismatch": "The email does not match the account",
  "auth.passwordChanged": "The password has been changed, please log in again",
  "auth.oldPasswordWrong": "The current password is wrong",
  "auth.passwordReused": "The new password must differ from the current one",
  "auth.resetMailSubject": "Reset your TIS password",
  "auth.resetMailBody": "Hello {name},\n\nopen this link within {minutes} minutes to set a new password:\n{link}\n\nIf you did not ask for it, ignore this mail.",
  "auth.cannotChangeOwnAccount": "You cannot freeze, invalidate or delete your own account",
};

export type MessageKey = keyof typeof en_US;
