#!/usr/bin/env bash
# The machinery both CV corpora's build.sh share (corpus/cv, corpus/cv-holdout): sourced by them,
# from their own folder, with the document numbers to rebuild as arguments (none: all). Defines
# `build KIND HOW NAME` (KIND latex: HOW pdflatex or lualatex; pandoc or office: HOW docx or pdf),
# which builds src/NAME.{tex,md,fodt,html} into NAME.pdf or NAME.docx in the current folder.
# Never run by CI: the built files are committed.
set -euo pipefail
here=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A private LibreOffice profile, so a running LibreOffice or another build does not interfere.
lo=(soffice "-env:UserInstallation=file://$work/lo-profile" --headless)


# LaTeX source → PDF. $1 = engine (pdflatex or lualatex), $2 = name without extension.
latex() {
  local engine=$1 name=$2
  mkdir -p "$work/$name" && cp "src/$name.tex" "$work/$name/"
  (cd "$work/$name" && for _ in 1 2; do "$engine" -interaction=nonstopmode -halt-on-error "$name.tex" >/dev/null; done)
  cp "$work/$name/$name.pdf" "$name.pdf"
}

# pandoc Markdown → DOCX (default reference document) or PDF (default LaTeX template, pdflatex).
# $1 = docx or pdf, $2 = name.
pandoc_to() {
  local format=$1 name=$2
  if [ "$format" = pdf ]; then
    pandoc "src/$name.md" --pdf-engine=pdflatex -o "$name.pdf"
  else
    pandoc "src/$name.md" -o "$name.docx"
  fi
}

# LibreOffice flat ODT (or hand-written HTML) → DOCX or PDF. $1 = docx or pdf, $2 = name.
# HTML goes through Writer's HTML import ("HTML (StarWriter)"): the default Writer/Web import
# drops the h1 and starts the PDF with a blank page.
office() {
  local format=$1 name=$2
  if [ -f "src/$name.html" ]; then
    "${lo[@]}" --infilter="HTML (StarWriter)" --convert-to "$format" --outdir "$work/out" "src/$name.html" >/dev/null
  else
    "${lo[@]}" --convert-to "$format" --outdir "$work/out" "src/$name.fodt" >/dev/null
  fi
  cp "$work/out/$name.$format" "$name.$format"
}

build() {
  local kind=$1 how=$2 name=$3
  wanted_one "$name" || return 0
  echo "== $name ($kind $how)"
  case $kind in
    latex) latex "$how" "$name" ;;
    pandoc) pandoc_to "$how" "$name" ;;
    office) office "$how" "$name" ;;
  esac
}

selection=("$@")
wanted_one() { [ ${#selection[@]} -eq 0 ] || [[ " ${selection[*]} " == *" ${1%%-*} "* ]]; }
