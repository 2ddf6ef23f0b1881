import type { ContactCreateResponse, ContactInput } from '../../../domain/types';
import { api } from '../../app/api';

/** The API answers 'Successful'; the screen still treats any other status as a failure (SPEC.md §8). */
export type CreateContactResponse = Omit<ContactCreateResponse, 'status'> & { status: string };

export const contactsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createContact: build.mutation<CreateContactResponse, ContactInput>({
      query: (body) => ({ url: 'contacts', method: 'POST', body }),
      invalidatesTags: ['Contacts'],
    }),
  }),
});

export const { useCreateContactMutation } = contactsApi;
