/** POST /images (multipart: the body itself is not a JSON schema). */
import { Type, type Static } from 'typebox';

export const ImageUploadResponse = Type.Object({
  success: Type.Boolean(),
  data: Type.Object({ url: Type.String({ description: '/uploads/images/<name>.webp' }) }),
});
export type ImageUploadResponse = Static<typeof ImageUploadResponse>;
