import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { attachmentSchema, fileKeySchema } from './posts.ts';

/**
 * Attachments (spec 000 §5 upload types; decision 071).
 *
 * POST /schome/service/community/file/upload  multipart/form-data, one field `file`; a logged-in member.
 *   The extension must be one of UPLOAD_EXTENSIONS (codes.ts) and the content must be that kind of file
 *   (sniffed, not the name or the browser's type believed): else 415 COMMUNITY_MESSAGES.fileType.
 *   Larger than UPLOAD_MAX_MB: 413 COMMUNITY_MESSAGES.fileTooLarge. No file: 400 fileMissing.
 *   Answers the stored file; name it in `fileKeys` when saving a post (it then belongs to that post).
 *   An image also gets `imageUrl` for the rich-text editor: served inline to anyone holding the URL
 *   (a random name), with X-Content-Type-Options: nosniff.
 * GET  /schome/service/community/file/download?fileKey=  the file as an attachment with its original
 *   (Korean) name (Content-Disposition filename*=UTF-8''…), only for who may see its post (404 otherwise),
 *   or for its uploader before it is attached. noticeBoard/fileDownload and mySchoolLibraryInfo/fileDownload
 *   are the same with the spec's parameter names.
 * GET  /schome/service/community/file/image/{name}  an uploaded image, inline.
 */
export const fileUploadItemSchema = attachmentSchema.extend({
  /** Where an image is served inline (rich-text <img src>); null for other files. */
  imageUrl: z.string().nullable(),
});
export const fileUploadResponseSchema = envelopeSchema(fileUploadItemSchema);
export const fileDownloadRequestSchema = z.object({ fileKey: fileKeySchema });
export const fileImageParamsSchema = z.object({
  name: z
    .string()
    .regex(/^[0-9a-f]{32}\.(png|jpg|jpeg|gif|bmp)$/, { error: '요청한 정보를 찾을 수 없습니다.' }),
});

export type FileUploadItem = z.infer<typeof fileUploadItemSchema>;
export type FileUploadResponse = z.infer<typeof fileUploadResponseSchema>;
