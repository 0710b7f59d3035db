import { useState, type ReactNode } from 'react';
import { Pencil } from 'lucide-react';
import { Button } from './button';
import { Card, CardContent, CardHeader, CardTitle } from './card';
import { ConfirmDialog } from './confirm-dialog';

/** The form's hooks into the card: leave edit mode after a save, or cancel (asking first if dirty). */
export interface EditControls {
  onSaved: () => void;
  onCancel: (dirty: boolean) => void;
}

interface Props {
  title: ReactNode;
  description: { view: string; edit: string };
  editLabel: string;
  /** Shown above the content (e.g. which fields are locked); `whileEditing` keeps it in edit mode. */
  note?: { text: string; whileEditing: boolean } | null;
  discard: { title: string; description: string; confirm: string };
  view: ReactNode;
  form: (controls: EditControls) => ReactNode;
  /** Only the view, without the edit button (e.g. company staff on Data Perusahaan). */
  readOnly?: boolean;
}

/**
 * A card with a read view and an edit form; leaving the form with unsaved changes asks first
 * (brief: "confirmation before destructive actions"; nothing typed is lost by accident).
 */
export function EditableCard({ title, description, editLabel, note, discard, view, form, readOnly }: Props) {
  const [isEditing, setIsEditing] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const showNote = note && (note.whileEditing || !isEditing);
  return (
    <>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div className="space-y-1">
            <CardTitle className="flex flex-wrap items-center gap-2">{title}</CardTitle>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {isEditing ? description.edit : description.view}
            </p>
          </div>
          {isEditing || readOnly ? null : (
            <Button variant="outline" onClick={() => setIsEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              {editLabel}
            </Button>
          )}
        </CardHeader>
        <CardContent className="space-y-4">
          {showNote ? (
            <p className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900 dark:bg-amber-900/30 dark:text-amber-100">
              {note.text}
            </p>
          ) : null}
          {isEditing
            ? form({
                onSaved: () => setIsEditing(false),
                onCancel: (dirty) => (dirty ? setConfirmDiscard(true) : setIsEditing(false)),
              })
            : view}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title={discard.title}
        description={discard.description}
        confirmLabel={discard.confirm}
        destructive
        onConfirm={() => {
          setConfirmDiscard(false);
          setIsEditing(false);
        }}
      />
    </>
  );
}
