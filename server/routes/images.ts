import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UPLOAD_MAX_BYTES } from '../../domain/limits';
import { requireUser } from '../auth/guards';
import { DomainError, invalid, tooLarge } from '../errors';
import { storeImage } from '../services/images';
import { ErrorBody } from '../../domain/schemas/common';
import { ImageUploadResponse } from '../../domain/schemas/images';

const FIELD = 'image';

/** @fastify/multipart's limit errors carry these codes; each becomes a plain 400/413 with a reason. */
function uploadError(error: unknown): Error {
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(`The image is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`);
    case 'FST_FILES_LIMIT':
      return invalid('Send one image only');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return invalid('Too many form fields');
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return invalid('Malformed form data');
    default:
      if (error instanceof DomainError) return error;
      // busboy's own parse errors ('Unexpected end of form', 'Malformed part header') are the client's fault
      if (error instanceof Error && !(error as { statusCode?: number }).statusCode)
        return invalid(`Malformed form data: ${error.message}`);
      return error as Error;
  }
}

export const imagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Multipart is parsed only inside this plugin, with tight limits.
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: 1,
      fields: 5,
      parts: 6,
      fieldSize: 1024,
      fieldNameSize: 100,
      headerPairs: 100,
    },
  });

  app.post(
    '/images',
    {
      schema: {
        tags: ['images'],
        summary:
          'Upload an image (profile photo, book cover); it is re-encoded to WebP and served under /uploads/images/',
        description:
          `multipart/form-data with one file in the field "${FIELD}", at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB. ` +
          'The type is recognised from the bytes: JPEG, PNG, WebP or GIF (not SVG). The image is rotated upright, ' +
          'stripped of metadata (EXIF, GPS) and fitted inside 1600×1600.',
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: { 200: ImageUploadResponse, '4xx': ErrorBody },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      preHandler: requireUser,
    },
    async (request) => {
      if (!request.isMultipart()) throw invalid(`Send the image as multipart/form-data in the field "${FIELD}"`);
      let image: Buffer | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue; // plain fields are ignored
          if (part.fieldname !== FIELD) {
            await part.toBuffer().catch(() => {}); // drain it so the request completes
            throw invalid(`The image must be in the field "${FIELD}"`);
          }
          image = await part.toBuffer();
        }
      } catch (error) {
        throw uploadError(error);
      }
      if (!image) throw invalid(`No image: send a file in the field "${FIELD}"`);
      const url = await storeImage(app.db, {
        ownerId: request.viewer.id,
        bytes: image,
        perHour: app.config.uploadsPerHour,
      });
      return { success: true, data: { url } };
    },
  );
};
