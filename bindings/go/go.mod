module github.com/xiapl/xiapl/bindings/go

go 1.21
