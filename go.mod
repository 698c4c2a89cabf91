module github.com/gomlir/gomlir

go 1.26.8
