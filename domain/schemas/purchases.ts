/** GET /purchases: the ids of the books the signed-in user has paid for. */
import { Type, type Static } from 'typebox';

export const PurchasesResponse = Type.Object({ data: Type.Object({ bookIds: Type.Array(Type.String()) }) });
export type PurchasesResponse = Static<typeof PurchasesResponse>;
