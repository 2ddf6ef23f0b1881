import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { useLingui } from '@lingui/react';
import { useFormik } from 'formik';
import { formikField } from '../../components/form/formikField';
import { TextInput } from '../../components/form/TextInput';
import { useToast } from '../../components/toast';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  LinearProgress,
  Typography,
} from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import type { Book } from '../../../domain/types';
import { useAppStore } from '../../store/hooks';
import { formatCount, localDigits } from '../../../domain/format';
import { useLanguage } from '../../lib/i18n';
import { IMAGE_ACCEPT, imageFileProblem, uploadImage } from '../../lib/uploadImage';
import {
  serverErrorText,
  useAddBookMutation,
  useAdminBookCategoriesQuery,
  useBookStockQuery,
  useUpdateBookMutation,
} from './adminApi';
import { bookFormSchema, emptyBookForm, toBookInput, type BookFormValues } from './bookFormSchema';

/** `label` and `helper` are catalogue keys. */
const TEXT_FIELDS: {
  name: Exclude<keyof BookFormValues, 'image'>;
  label: string;
  half?: boolean;
  optional?: boolean;
  helper?: string;
  inputMode?: 'decimal' | 'numeric';
  multiline?: boolean;
}[] = [
  { name: 'name', label: 'admin.field.name' },
  { name: 'authors', label: 'admin.bookForm.authors', optional: true, helper: 'admin.bookForm.authorsHelp' },
  { name: 'category', label: 'admin.field.category', half: true, helper: 'admin.bookForm.categoryHelp' },
  { name: 'publisher', label: 'admin.bookForm.publisher', half: true, optional: true },
  { name: 'language', label: 'admin.bookForm.language', half: true, optional: true },
  { name: 'price', label: 'admin.bookForm.price', half: true, inputMode: 'decimal' },
  { name: 'stock', label: 'admin.field.stock', half: true, inputMode: 'numeric' },
  { name: 'description', label: 'admin.bookForm.description', multiline: true },
];

/** Stock is the available count; copies reserved by payments in progress come back on top when released. */
function ReservedCopies({ bookId }: { bookId: string }) {
  const { _ } = useLingui();
  const language = useLanguage();
  const { data } = useBookStockQuery(bookId);
  if (!data) return null;
  return (
    <Grid size={12}>
      <Typography variant="body2" color="text.secondary" data-testid="reserved-copies">
        {_('admin.bookForm.reserved', { count: formatCount(data.reserved, language) })}
      </Typography>
    </Grid>
  );
}

const valuesOf = (book: Book | null): BookFormValues =>
  book
    ? {
        name: book.name,
        category: book.category,
        authors: book.authors.join(', '),
        publisher: book.publisher ?? '',
        language: book.language ?? '',
        price: String(book.price),
        stock: String(book.stock),
        description: book.description,
        image: null,
      }
    : emptyBookForm;

/**
 * 'Add Books' (book = null) or edit a book. The cover uploads first (with a progress bar); only when it is stored is
 * the book created or changed. After success the form resets and the dialog closes.
 */
export function BookFormDialog({ open, book, onClose }: { open: boolean; book: Book | null; onClose: () => void }) {
  const { _ } = useLingui();
  const language = useLanguage();
  const store = useAppStore();
  const { enqueueSnackbar } = useToast();
  const [addBook] = useAddBookMutation();
  const [updateBook] = useUpdateBookMutation();
  const categories = useAdminBookCategoriesQuery(undefined, { skip: !open }).data ?? [];
  const listId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const editing = Boolean(book);
  const hasImage = Boolean(book?.image);
  const schema = useMemo(() => bookFormSchema(_, language, hasImage), [_, language, hasImage]);

  const formik = useFormik<BookFormValues>({
    initialValues: valuesOf(book),
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setProblem(null);
      let image = book?.image ?? '';
      if (values.image) {
        try {
          setProgress(0);
          image = await uploadImage(values.image, store.getState().auth.accessToken ?? '', setProgress);
        } catch (error) {
          setProgress(null);
          setProblem(error instanceof Error ? error.message : _('admin.error.somethingWrong'));
          return; // no upload, no book
        }
      }
      const input = toBookInput(values, image, categories);
      try {
        if (book) {
          const response = await updateBook({ id: book._id, changes: input }).unwrap();
          if (response.status !== 'Successful') throw new Error(_('admin.bookForm.updateFailed'));
          enqueueSnackbar(_('admin.bookForm.updated', { name: input.name }), { variant: 'success' });
        } else {
          const response = await addBook(input).unwrap();
          if (response.status !== 'Successful') throw new Error(_('admin.bookForm.addFailed'));
          enqueueSnackbar(_('admin.bookForm.added'), { variant: 'success' });
        }
        helpers.resetForm({ values: emptyBookForm });
        setProgress(null);
        onClose();
      } catch (error) {
        setProgress(null);
        const reason = serverErrorText(error);
        if (reason) setProblem(reason);
        enqueueSnackbar(book ? _('admin.bookForm.updateFailed') : _('admin.bookForm.addFailed'), { variant: 'error' });
      }
    },
  });

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const reason = chosen ? imageFileProblem(chosen) : null;
    setProblem(reason);
    void formik.setFieldTouched('image', true, false);
    void formik.setFieldValue('image', reason ? null : chosen);
    setProgress(null);
  };

  const close = () => {
    if (formik.isSubmitting) return;
    formik.resetForm();
    setProblem(null);
    setProgress(null);
    onClose();
  };

  const imageError = formik.touched.image || formik.submitCount > 0 ? formik.errors.image : undefined;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="book-form-title">
      <form onSubmit={formik.handleSubmit} noValidate>
        <DialogTitle id="book-form-title">
          {editing ? _('admin.books.editLabel', { name: book?.name ?? '' }) : _('admin.books.add')}
        </DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            {TEXT_FIELDS.map((field) => (
              <Grid key={field.name} size={{ xs: 12, sm: field.half ? 6 : 12 }}>
                <TextInput
                  id={`book-${field.name}`}
                  label={_(field.label)}
                  required={!field.optional}
                  fullWidth
                  multiline={field.multiline}
                  minRows={field.multiline ? 3 : undefined}
                  disabled={formik.isSubmitting}
                  htmlInput={{ inputMode: field.inputMode, list: field.name === 'category' ? listId : undefined }}
                  {...formikField(formik, field.name, field.helper && _(field.helper))}
                />
              </Grid>
            ))}
            {book && <ReservedCopies bookId={book._id} />}
            <Grid size={12}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
                {book?.image && !formik.values.image && (
                  <Avatar variant="rounded" src={book.image} alt="" sx={{ width: 56, height: 72 }} />
                )}
                <Button
                  component="label"
                  variant="outlined"
                  startIcon={<PhotoCameraIcon />}
                  disabled={formik.isSubmitting}
                >
                  {editing ? _('admin.bookForm.changeImage') : _('admin.bookForm.chooseImage')}
                  <input
                    hidden
                    type="file"
                    name="image"
                    accept={IMAGE_ACCEPT}
                    onChange={chooseFile}
                    aria-label={_('admin.bookForm.imageInput')}
                  />
                </Button>
                {formik.values.image && (
                  <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
                    {formik.values.image.name}
                  </Typography>
                )}
              </Box>
              {imageError && (
                <Typography variant="caption" color="error" role="alert">
                  {imageError}
                </Typography>
              )}
              {progress !== null && (
                <Box sx={{ mt: 1 }}>
                  <LinearProgress
                    variant="determinate"
                    value={progress}
                    aria-label={_('admin.bookForm.uploadProgress')}
                  />
                  <Typography variant="caption">
                    {_('admin.bookForm.uploading', { percent: localDigits(String(progress), language) })}
                  </Typography>
                </Box>
              )}
            </Grid>
            {problem && (
              <Grid size={12}>
                <Alert severity="error">{problem}</Alert>
              </Grid>
            )}
          </Grid>
          {/* The existing categories, offered as the admin types; a new one is still allowed. */}
          <datalist id={listId}>
            {categories.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={formik.isSubmitting}>
            {_('admin.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {editing ? _('admin.bookForm.save') : _('admin.bookForm.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
