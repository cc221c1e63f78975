/**
 * The privacy policy as a PDF (spec: "GET privacy policy (returns a blob)", shown in the login
 * page's viewer). Written directly as PDF 1.4 with the standard Helvetica font: no renderer needed
 * at runtime, and the bytes are built once per process.
 */
const POLICY_TEXT: readonly string[] = [
  'TIS Privacy Policy',
  '',
  'This policy explains which personal data the after-sales technical information system',
  '(TIS) processes when you use it, why, and what rights you have.',
  '',
  '1. Data we process',
  '   - Account data: user code, name, e-mail address, user type, dealer code, role.',
  '   - Usage data: logins (time, IP address, browser), documents opened, operations performed.',
  '   - Content you submit: cases, questions, feedback, attachments.',
  '',
  '2. Purposes',
  '   - Providing repair information, diagnosis and after-sales services to authorised users.',
  '   - Securing the system: access control, detecting misuse, audit trails.',
  '   - Improving the quality of our vehicles and of our service documentation.',
  '',
  '3. Retention',
  '   Login and operation logs are deleted after three years. Account data is kept while',
  '   the account exists.',
  '',
  '4. Your rights',
  '   You may ask for access to, correction or deletion of your personal data through your',
  '   administrator or the after-sales service department.',
  '',
  '5. Acceptance',
  '   By ticking the privacy box before logging in you accept this policy. The version you',
  '   accepted is recorded with the time of acceptance.',
];

function escapePdfText(line: string): string {
  return line.replace(/[\\()]/g, (c) => `\\${c}`);
}

export function buildPolicyPdf(version: string): Buffer {
  const lines = [...POLICY_TEXT, '', `Version ${version}`];
  const content = [
    'BT',
    '/F1 11 Tf',
    '14 TL',
    '56 790 Td',
    ...lines.map((line, i) => (i === 0 ? `/F1 16 Tf (${escapePdfText(line)}) Tj /F1 11 Tf T*` : `(${escapePdfText(line)}) Tj T*`)),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
