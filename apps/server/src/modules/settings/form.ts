/**
 * Settings calls that the web sends as multipart/form-data (SETTINGS-05, -16) also accept a JSON body. For a
 * multipart request this preValidation hook reads the form into request.body (text fields) and keeps the
 * named file fields aside, so the route's contract schema validates the fields exactly as it validates JSON.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../platform/errors.ts';
import { rejectNulCharacters } from '../../platform/input-guards.ts';

const filesOf = new WeakMap<FastifyRequest, Map<string, Buffer>>();

/** A preValidation hook that reads a multipart form; `fileFields` are the file inputs the route takes. */
export function readMultipartForm(fileFields: readonly string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.isMultipart()) return;
    const fields: Record<string, string> = {};
    const files = new Map<string, Buffer>();
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') throw badRequest(`${part.fieldname} must be text.`);
        fields[part.fieldname] = part.value;
        continue;
      }
      if (!fileFields.includes(part.fieldname)) {
        // The stream must be drained before the next part can be read.
        part.file.resume();
        const message = `This form takes no file in ${part.fieldname}.`;
        throw badRequest(message, { [part.fieldname]: [message] });
      }
      const data = await part.toBuffer();
      // A form whose file input was left empty still sends the part, with no name and no bytes.
      if (data.length > 0 || part.filename) files.set(part.fieldname, data);
    }
    request.body = fields;
    filesOf.set(request, files);
    // The app-wide NUL guard ran before the form was read; it checks the fields now.
    await rejectNulCharacters(request);
  };
}

/** A file the multipart hook kept, or undefined (none sent, or a JSON request). */
export function uploadedFile(request: FastifyRequest, field: string): Buffer | undefined {
  return filesOf.get(request)?.get(field);
}
