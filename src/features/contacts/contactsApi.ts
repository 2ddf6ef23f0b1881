import type { ContactCreateResponse, ContactInput } from '../../../domain/types';
import { api } from '../../store/api';

export const contactsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createContact: build.mutation<ContactCreateResponse, ContactInput>({
      query: (body) => ({ url: 'contacts', method: 'POST', body }),
      invalidatesTags: ['Contacts'],
    }),
  }),
});

export const { useCreateContactMutation } = contactsApi;
