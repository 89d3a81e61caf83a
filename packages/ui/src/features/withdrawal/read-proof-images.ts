/** A proof image as the confirmWithdrawal call takes it: name, png or jpg, and the bytes in base64. */
export type ProofImage = { fileName: string; contentType: 'image/png' | 'image/jpeg'; data: string };

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error(`could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}

/** Reads the chosen files (already checked against the image rule) for sending. */
export function readProofImages(files: readonly File[]): Promise<ProofImage[]> {
  return Promise.all(
    files.map(async (file) => ({
      fileName: file.name,
      contentType: file.type === 'image/png' || /\.png$/i.test(file.name) ? 'image/png' : 'image/jpeg',
      data: await readBase64(file),
    })),
  );
}
