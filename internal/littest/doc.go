// Package littest runs gomlir's .mlir tests (testdata/**, RUN and CHECK
// lines) with lit and FileCheck against freshly built gomlir tools.
package littest
