import { randomBytes } from 'node:crypto';
import {
  COMMUNITY_MESSAGES,
  hasControlCharacters,
  IMAGE_EXTENSIONS,
  UPLOAD_TYPES,
  type UploadExtension,
} from '@reading/contract/community/codes';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest } from '../../../lib/errors.ts';

/**
 * What the content must sniff as for each allowed extension (spec 000 §5; decision 071). HWP 5, DOC and XLS
 * are OLE compound files (file-type: cfb); DOCX, XLSX and PPTX are recognised inside their zip.
 */
const SNIFFED: Record<UploadExtension, readonly string[]> = {
  bmp: ['bmp'],
  jpeg: ['jpg'],
  jpg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
  pdf: ['pdf'],
  hwp: ['cfb'],
  doc: ['cfb'],
  xls: ['cfb'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
  zip: ['zip'],
};

export type CheckedUpload = {
  originalFileName: string;
  ext: UploadExtension;
  mimeType: string;
  imageYn: 'Y' | 'N';
  storageKey: string;
};

const unsupported = () => new AppError(415, COMMUNITY_MESSAGES.fileType);

/** The name a browser sent, reduced to its last path part; 400 when nothing usable is left. */
export function cleanFileName(name: string): string {
  const base = name.normalize('NFC').split(/[\\/]/).pop()?.trim() ?? '';
  if (!base || base.length > 200 || hasControlCharacters(base) || base.startsWith('.')) {
    throw badRequest(COMMUNITY_MESSAGES.fileNameInvalid);
  }
  return base;
}

/** Checks an upload by its extension and its sniffed content; 415 when either is not allowed. */
export async function checkUpload(fileName: string, data: Buffer): Promise<CheckedUpload> {
  const originalFileName = cleanFileName(fileName);
  const ext = originalFileName.split('.').pop()?.toLowerCase() ?? '';
  if (!Object.hasOwn(UPLOAD_TYPES, ext)) throw unsupported();
  const allowed = ext as UploadExtension;
  const sniffed = await fileTypeFromBuffer(data);
  if (!sniffed || !SNIFFED[allowed].includes(sniffed.ext)) throw unsupported();
  const storedExt = allowed === 'jpeg' ? 'jpg' : allowed;
  const id = randomBytes(16).toString('hex');
  return {
    originalFileName,
    ext: allowed,
    mimeType: UPLOAD_TYPES[allowed][0],
    imageYn: IMAGE_EXTENSIONS.includes(allowed) ? 'Y' : 'N',
    storageKey: `${id.slice(0, 2)}/${id}.${storedExt}`,
  };
}

/** Content-Disposition with the original (Korean) name: an ASCII fallback and RFC 5987 filename*. */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
